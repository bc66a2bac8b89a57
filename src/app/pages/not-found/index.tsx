import BarePage from '../../layout/BarePage';
import ErrorResult from '../../feedback/error-page/ErrorResult';

/** /404: every unknown path lands here (spec §2). */
export default function NotFoundPage() {
  return (
    <BarePage>
      <ErrorResult status="404" titleId="not-found.title" messageId="not-found.message" testId="not-found" />
    </BarePage>
  );
}
