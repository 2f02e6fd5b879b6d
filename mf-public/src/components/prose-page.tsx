import type { ReactNode } from 'react';
import '../public.css';

/** A static text page (terms, privacy, about): its title, an introduction, then ProseSections. */
export function ProsePage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="container page">
      <article className="prose">
        <header className="stack stack-sm">
          <h1 className="page-title">{title}</h1>
          <p className="prose-intro">{intro}</p>
        </header>
        {children}
      </article>
    </div>
  );
}
