// antd's Tabs (rc-tabs) draw the overflow "more" button inside the element with role="tablist",
// which may own only tabs: axe reports aria-required-children on every tab bar whose tabs overflow
// (upstream: react-component/tabs#1013, ant-design#49502). The button only repeats, for the mouse,
// what the arrow keys already do in a tablist (move to any tab, scrolled into view), so it is taken
// out of the accessibility tree and the Tab order; it still opens its menu on a click.
function hideAll(doc: Document): void {
  doc.querySelectorAll('.ant-tabs-nav-more:not([aria-hidden])').forEach((button) => {
    button.setAttribute('aria-hidden', 'true');
    button.setAttribute('tabindex', '-1');
  });
}

/** Watches the document: tab bars mount and remount with pages and dialogs. */
export function hideTabOverflowButtons(doc: Document): void {
  hideAll(doc);
  new MutationObserver(() => hideAll(doc)).observe(doc.body, { childList: true, subtree: true });
}
