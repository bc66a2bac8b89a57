// `import messages from './messages.ts?compiled'`: a folder's messages parsed at build time
// (scripts/i18n/vite-plugin.ts), so react-intl never parses in the browser.
declare module '*/messages.ts?compiled' {
  const messages: import('./merge').FolderMessages;
  export default messages;
}
