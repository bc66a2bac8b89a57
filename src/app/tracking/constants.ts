// Spec §9's tracking constants.
export const APP_ID = 'ChisWeb';
export const UPLOAD_INTERVAL_MS = 60_000;
export const CLICK_THROTTLE_MS = 100;
export const SCROLL_THROTTLE_MS = 100;
/** The browser-storage key of the record buffer, made from the app id. */
export const BUFFER_KEY = `${APP_ID}_tracking_records`;
export const DEVICE_ID_KEY = `${APP_ID}_device_id`;
/** Records per upload: a keepalive request body must stay under the browsers' 64 KiB. */
export const UPLOAD_BATCH = 50;

/** Spec §3: the record types. */
export type TrackType =
  | 'PAGE_ACCESS_PATH'
  | 'MARKET_DATABASE_QUERY_EVENTS'
  | 'MARKET_DATABASE_EXPORT_EVENT'
  | 'BASE_DATABASE_QUERY_EVENTS'
  | 'BASE_DATABASE_EXPORT_EVENT';

/** Spec §9: event code → the action it records. */
export const EVENT_ACTIONS = {
  browse: 'stay',
  click: 'click',
  scroll: 'scroll_up',
  query: 'click',
  export: 'click',
} as const;

export type EventCode = keyof typeof EVENT_ACTIONS;
