import { ADMIN_API, adminClient } from './client';
import type { AdminIndex, AdminLoginBody, AdminLoginResult, AdminProfile, Captcha, DashboardFigures, ProfileUpdate } from './types';

const { request } = adminClient;

// The hand-written screens' calls (docs/admin.md §3, §5). Login, logout, the session's index and
// the profile form report their failures themselves (the server's message, on the form), so the
// client's catalogue toast is off for them.

export function fetchCaptcha() {
  return request<Captcha>({ url: `${ADMIN_API}/captcha`, showErrorMessage: false, cancelDuplicate: false });
}

export function adminLogin(body: AdminLoginBody) {
  return request<AdminLoginResult>({ url: `${ADMIN_API}/login`, method: 'POST', data: body, loading: true, showErrorMessage: false });
}

export function adminLogout() {
  return request<null>({ url: `${ADMIN_API}/logout`, method: 'POST', showErrorMessage: false });
}

export function fetchAdminIndex() {
  return request<AdminIndex>({ url: `${ADMIN_API}/index`, showErrorMessage: false });
}

export function fetchDashboard() {
  return request<DashboardFigures>({ url: `${ADMIN_API}/dashboard` });
}

export function fetchProfile() {
  return request<AdminProfile>({ url: `${ADMIN_API}/profile` });
}

export function updateProfile(body: ProfileUpdate) {
  return request<AdminProfile | null>({ url: `${ADMIN_API}/profile`, method: 'PUT', data: body, loading: true, showErrorMessage: false });
}
