export function LandingPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Get compensated for the days your car spends at the dealer</h1>
    </div>
  );
}
