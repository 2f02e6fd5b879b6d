import { contentDisposition, safeFileName } from './file-name';

describe(safeFileName.name, () => {
  it.each([
    ['../../x.png', 'image/png', 'x.png'],
    ['C:\\Users\\me\\Desktop\\x.png', 'image/png', 'x.png'],
    ['/etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['scan.PDF', 'application/pdf', 'scan.PDF'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['photo.JPG', 'image/jpeg', 'photo.JPG'],
    ['scan.pdf', 'image/png', 'scan.png'],
    ['notes.html', 'image/png', 'notes.html.png'],
    ['Invoice 2024.03', 'application/pdf', 'Invoice 2024.03.pdf'],
    ['line\r\nbreak\u0000.png', 'image/png', 'linebreak.png'],
    ['invoice\u202efdp.exe', 'application/pdf', 'invoicefdp.exe.pdf'],
    ['broken \ud800.png', 'image/png', 'broken.png'],
    ['', 'image/webp', 'document.webp'],
    ['..', 'image/png', 'document.png'],
    ['.png', 'image/png', 'document.png'],
    ['   ', 'application/pdf', 'document.pdf'],
    ['...hidden.pdf', 'application/pdf', 'hidden.pdf'],
    ['trailing. .pdf', 'application/pdf', 'trailing.pdf'],
    ['Reçu d’atelier.pdf', 'application/pdf', 'Reçu d’atelier.pdf'],
  ] as const)('makes %j a %s named %j', (uploaded, type, stored) => {
    expect(safeFileName(uploaded, type)).toBe(stored);
  });

  it('keeps names within 255 characters as PostgreSQL counts them, extension included', () => {
    const name = safeFileName(`${'😀'.repeat(300)}.pdf`, 'application/pdf');
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('😀.pdf')).toBe(true);
  });
});

describe(contentDisposition.name, () => {
  it.each([
    ['inline', 'x.png', 'inline; filename="x.png"'],
    ['attachment', 'x.png', 'attachment; filename="x.png"'],
    ['inline', 'say "cheese".png', `inline; filename="say _cheese_.png"; filename*=UTF-8''say%20%22cheese%22.png`],
    ['inline', 'back\\slash.png', `inline; filename="back_slash.png"; filename*=UTF-8''back%5Cslash.png`],
    ['inline', "it's (1) *.pdf", `inline; filename="it's (1) *.pdf"`],
    ['inline', 'ünïcödé.pdf', `inline; filename="_n_c_d_.pdf"; filename*=UTF-8''%C3%BCn%C3%AFc%C3%B6d%C3%A9.pdf`],
    ['inline', "l'été (1).pdf", `inline; filename="l'_t_ (1).pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29.pdf`],
  ] as const)('%s %j is %s', (kind, name, header) => {
    expect(contentDisposition(kind, name)).toBe(header);
  });
});
