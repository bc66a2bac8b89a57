import ErrorResult from '../error-page/ErrorResult';

/** /404: every unknown path lands here (spec §2). */
export default function NotFoundPage() {
  return <ErrorResult status="404" titleId="not-found.title" messageId="not-found.message" testId="not-found" />;
}
