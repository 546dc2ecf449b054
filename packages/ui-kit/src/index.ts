/** @medibridge/ui-kit — theme, global style, form controls, modal registry and display components. */

/** The MediBridge theme tokens, its type, and the AA-checked colour pairs. */
export { theme, contrastPairs, type UiTheme } from './theme';
/** styled-components' DefaultTheme, augmented with UiTheme (importing ui-kit brings the augmentation). */
export type { DefaultTheme } from './styled';
/** Base document styles. */
export { GlobalStyle } from './GlobalStyle';
/** ThemeProvider + GlobalStyle. */
export { UiKitProvider, type UiKitProviderProps } from './UiKitProvider';
/** The button (primary/secondary/ghost/danger; sm/md/lg; loading; fullWidth; `as` for links). */
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
/** Links of the app: a real `<a href>` that navigates without a reload (NavLink marks the current page). */
export { Link, NavLink, type LinkProps, type NavLinkProps } from './Link';
/** Loading indicator. */
export { Spinner, type SpinnerProps } from './Spinner';
/** Screen-reader-only content. */
export { VisuallyHidden } from './VisuallyHidden';
/** Accessible dialog and its heading for registry content. */
export { Modal, ModalTitle, type ModalProps, type ModalSize } from './Modal';
/** Modal registry state: mount `modalReducer` under `modal`. */
export {
  closeModal,
  modalReducer,
  modalSlice,
  openModal,
  selectOpenModal,
  type ModalName,
  type ModalProps as RegistryModalProps,
  type ModalState,
} from './modalSlice';
/** Renders the open registry modal; `useModal()` opens and closes by name. */
export {
  ModalHost,
  useModal,
  type ModalHostProps,
  type ModalRegistry,
  type RegisteredModalProps,
  type UseModal,
} from './ModalHost';
/** Plain controlled text input with label, hint and error (use `TextField` inside formik). */
export { TextInput, type TextInputProps } from './TextInput';
/** Plain mobile-number input: digits only, max 10, SPEC placeholder, `onValueChange`. */
export { MobileInput, type MobileInputProps } from './MobileInput';
/** Plain OTP input: digits only, max 8, one-time-code autofill, `onValueChange`. */
export { OtpInput, type OtpInputProps } from './OtpInput';
/** Plain native select with `options` and an optional empty `placeholder` option. */
export { SelectInput, type SelectInputProps, type SelectOption } from './SelectInput';
/** Plain textarea with label, hint and error. */
export { TextArea, type TextAreaProps } from './TextArea';
/** Plain single-file picker showing the chosen name (`file`/`onFileChange`). */
export { FileInput, type FileInputProps } from './FileInput';
/** Native radio group in a fieldset (value/onChange). */
export { RadioGroup, type RadioGroupProps } from './RadioGroup';
/** Formik-bound fields: pass `name` inside `<Formik>`; errors show once touched. */
export {
  FileField,
  MobileField,
  OtpField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
  type FileFieldProps,
  type MobileFieldProps,
  type OtpFieldProps,
  type RadioGroupFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './fields';
/** Label/hint/error props shared by every control. */
export type { FieldChromeProps } from './FieldShell';
/** Search box with a suggestion list (ARIA combobox), 380×200 list box. */
export { Typeahead, type TypeaheadProps } from './Typeahead';
/** Success/error/info message that clears itself after 5 s. */
export { Alert, type AlertProps, type AlertTone } from './Alert';
/** A message state that expires after N ms (SPEC's 5 s and 3 s rules), with an onExpire step. */
export { useTimedMessage, type ShowOptions, type TimedMessage } from './useTimedMessage';
/**
 * A refused submit's summary ('Please correct 2 fields: Age, Weight', role=alert) that moves the focus to the
 * first field in error: `FormErrorSummary` inside a formik `<Form>`, `ErrorSummary` in a plain form.
 */
export { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';
export { FormErrorSummary } from './FormErrorSummary';
/** Form-level error (role=alert). */
export { FormError, type FormErrorProps } from './FormError';
/** Surface for content, and its heading. */
export { Card, CardTitle } from './Card';
/** A term/definition list of facts: muted terms, semibold values beside them. */
export { FactList } from './FactList';
/** ARIA tabs with arrow-key navigation. */
export { Tabs, type TabItem, type TabsProps } from './Tabs';
/** Auto-advancing banner carousel (2500 ms), pausable and accessible. */
export { Carousel, type CarouselProps } from './Carousel';
/** Selectable day chips for `nextDays()` options, radio-group semantics. */
export { DateStrip, type DateStripProps } from './DateStrip';
/** Rupee amount as ₹1,23,456.00. */
export { Money, type MoneyProps } from './Money';
/** Shimmer placeholder while loading. */
export { Skeleton, type SkeletonProps } from './Skeleton';
/** Nothing-here message with an action. */
export { EmptyState, type EmptyStateProps } from './EmptyState';
/* The 404's words (title, heading, lead, its links and the support call) are an entry of their own,
   `@medibridge/ui-kit/not-found`, so their Hindi loads with the 404 pages only (docs/decisions/0035). */
/** The support call button's words with contract's number ('Call support on {phone}'). */
export { useCallSupportLabel } from './callSupport';
/** A state (an appointment's, an order's) as a small coloured label. */
export { StatusBadge, type StatusTone } from './StatusBadge';
/* Leaving for the payment provider (`goToGateway`, `appPathOr`) is an entry of its own,
   `@medibridge/ui-kit/gateway`, which the paying screens import and their tests stand in for. */
/** Page width container and flex stack layout helpers. */
export { PageContainer, Stack, type StackProps } from './layout';
/** A route of a feature whose page loads lazily (its access for the shell's guard). */
export { lazyPage } from './lazyPage';
/** A feature screen's frame and its shared parts: panel, summary columns, action row, refused submit. */
export {
  PageFrame,
  Panel,
  SummaryColumns,
  FieldGrid,
  Note,
  CheckLabel,
  ActionRow,
  SubmitProblem,
  StepActions,
  type SubmitProblemOf,
} from './frame';
/** Media query and reduced-motion hooks. */
export { useMediaQuery, usePrefersReducedMotion } from './useMediaQuery';
/** Soft hyphens in long English words, for narrow tiles. */
export { withBreakHints } from './breakHints';
/** Debounce a changing value (e.g. search text before a query). */
export { useDebouncedValue } from './useDebouncedValue';
export { useAfterFirstPaint } from './useAfterFirstPaint';

export { lazySchemas, type LazySchemas } from './lazySchemas';
/** A long list rendered a batch at a time, the next batch as the person scrolls to it. */
export { useIncrementalList, type IncrementalList } from './useIncrementalList';
/**
 * Hindi and English (docs/decisions/0017): `defineTexts` gives a package its `t` (English words are the
 * keys; Hindi in the package's `src/i18n/hi.ts`, a lazy chunk), `translate` any English text, the current
 * language and the switch.
 */
export * from './i18n';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
