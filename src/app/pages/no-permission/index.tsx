import ErrorResult from '../../feedback/error-page/ErrorResult';

/** /no-permission: where the guard sends a user without the route's page code (spec §6). */
export default function NoPermissionPage() {
  return <ErrorResult status="403" titleId="no-permission.title" messageId="no-permission.message" testId="no-permission" />;
}
