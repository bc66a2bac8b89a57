/** Runs `fn` at most once per `wait` ms (leading edge): later calls within the window are dropped. */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, wait: number, now: () => number = Date.now) {
  let last = -Infinity;
  return (...args: Args) => {
    const at = now();
    if (at - last < wait) return;
    last = at;
    fn(...args);
  };
}
