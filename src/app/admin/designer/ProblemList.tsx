// Problems of one part of the design (the form's own checks and the server's `pointer: message`
// lines), each in the interface language.
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { Problem } from './design-document';

export function problemText(problem: Problem, format: (id: string, values?: Record<string, string>) => string): string {
  return 'text' in problem.message ? problem.message.text : format(problem.message.id, problem.message.values);
}

export function ProblemList({ problems, testId = 'crud-log-problems' }: { problems: readonly Problem[]; testId?: string }) {
  const intl = useIntl();
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid={testId}
      message={
        <ul className="crud-designer-problems">
          {problems.map((problem, index) => (
            <li key={index}>{problemText(problem, (id, values) => intl.formatMessage({ id }, values))}</li>
          ))}
        </ul>
      }
    />
  );
}
