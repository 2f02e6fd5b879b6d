// The stylesheets load with the page (a <link> in index.html), so the first paint, and the
// public pages the server sends as markup, are styled before any script runs.
import '@dct/ui/styles.css';
import './shell.css';

// The async boundary lets Module Federation agree on shared singletons before React loads.
void import('./bootstrap');
