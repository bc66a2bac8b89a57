import BarePage from '../../layout/BarePage';
import ErrorResult from '../../feedback/error-page/ErrorResult';

/** /401: the user is not authorised for what they tried to open. */
export default function NoPowerPage() {
  return (
    <BarePage>
      <ErrorResult status="403" titleId="no-power.title" messageId="no-power.message" testId="no-power" />
    </BarePage>
  );
}
