export function AboutPage() {
  return (
    <div className="container page">
      <h1 className="page-title">About Downtime Claim Tracker</h1>
    </div>
  );
}
