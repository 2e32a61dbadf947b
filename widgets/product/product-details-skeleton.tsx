/** Reserves the details' layout while the product loads. */
export function DetailsSkeleton() {
  return (
    <div className="details" aria-hidden>
      <div className="gallery">
        <div className="main-image sw-skeleton" />
        <div className="thumbnails">
          <span className="thumbnail sw-skeleton" />
        </div>
      </div>
      <div className="info info-skeleton">
        <span className="bar wide sw-skeleton" />
        <span className="bar sw-skeleton" />
        <span className="bar sw-skeleton" />
      </div>
    </div>
  );
}
