export function PrivacyPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Privacy Policy</h1>
    </div>
  );
}
