/** The mark on a private preview: what the visitor sees is not (yet) public. */
export function PreviewBanner() {
  return (
    <p className="bg-amber-100 px-4 py-3 text-center text-sm font-semibold text-amber-950">
      Preview: not public. Only people with this link can see this page, and it may change before it is
      published.
    </p>
  );
}
