/** Height of the phone's bottom bar; the layout keeps this much room below the content on phones. */
export const BOTTOM_BAR_HEIGHT = 64;

/** Height of the header bar's row (the bar adds its 1 px bottom border); index.html's boot bar matches it. */
export const HEADER_HEIGHT = 64;
