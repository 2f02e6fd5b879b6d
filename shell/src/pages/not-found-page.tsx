import { FileQuestion } from 'lucide-react';
import { Link } from '@dct/router';
import { buttonClass, usePageTitle } from '@dct/ui';
import { NOT_FOUND_TITLE } from '../page-titles';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <div className="container page">
      <div className="state">
        <div className="state-icon">
          <FileQuestion aria-hidden />
        </div>
        <h1 className="state-title">{NOT_FOUND_TITLE}</h1>
        <p className="state-description">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className={buttonClass()}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
