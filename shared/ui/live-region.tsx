/** A polite status line for screen readers (e.g. "Added to cart"); visually hidden. */
export function LiveRegion({ message }: { message: string }) {
  return (
    <p className="sw-visually-hidden" role="status" aria-live="polite">
      {message}
    </p>
  );
}
