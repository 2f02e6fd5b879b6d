// The async boundary lets Module Federation agree on shared singletons before React loads.
void import('./bootstrap');
