import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// Spec §9: minimum 0.08, speed 200 ms, a trickle every 800 ms.
NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });

export const startProgress = (): void => {
  NProgress.start();
};

export const finishProgress = (): void => {
  NProgress.done();
};
