/** Reserves the details' layout while the product (or the details code itself) loads. */
export function DetailsSkeleton() {
  return (
    <div className="details" aria-hidden>
      <div className="main-image sw-skeleton" />
      <div className="info">
        <span className="bar wide sw-skeleton" />
        <span className="bar sw-skeleton" />
        <span className="bar sw-skeleton" />
      </div>
    </div>
  );
}
