require('@testing-library/jest-dom');
// jsdom has no scrollTo; the shell scrolls to the top on every path change.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
}
