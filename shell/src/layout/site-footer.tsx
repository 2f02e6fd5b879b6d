import { Link } from '@dct/router';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container row row-between">
        <span>© {new Date().getFullYear()} Downtime Claim Tracker</span>
        <nav aria-label="Legal" className="row">
          <Link to="/about">About</Link>
          <Link to="/contact">Contact</Link>
          <Link to="/terms">Terms</Link>
          <Link to="/privacy">Privacy</Link>
        </nav>
      </div>
    </footer>
  );
}
