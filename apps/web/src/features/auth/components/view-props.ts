/** What the dialog frame gives the view it shows. */
export interface AuthViewProps {
  /** The id the view's heading takes: it labels the dialog. */
  titleId: string;
  /** Closes the dialog (the forced change also signs out the half-open session). */
  onClose: () => void;
}
