// antd's static message and Modal (rc-notification, rc-dialog) are needed only when a toast or the
// update prompt shows; importing them through this module, and only dynamically, keeps them out of
// the first download.
export { message, Modal } from 'antd';
