/** Height of the phone's bottom bar; the layout keeps this much room below the content on phones. */
export const BOTTOM_BAR_HEIGHT = 64;
