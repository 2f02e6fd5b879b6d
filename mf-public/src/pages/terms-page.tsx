export function TermsPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Terms of Service</h1>
    </div>
  );
}
