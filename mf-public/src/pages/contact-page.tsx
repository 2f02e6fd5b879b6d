export function ContactPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Contact Us</h1>
    </div>
  );
}
