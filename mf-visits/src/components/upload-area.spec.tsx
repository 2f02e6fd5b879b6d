import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_UPLOAD_BYTES, UploadMessages } from '@dct/contracts';
import { ApiError, NetworkError, uploadRequest, type UploadProgress } from '@dct/ui';
import { renderPage } from '@dct/ui/testing';
import { UploadArea } from './upload-area';

jest.mock('@dct/ui', () => ({ ...jest.requireActual<object>('@dct/ui'), uploadRequest: jest.fn() }));
const upload = jest.mocked(uploadRequest);

function aFile(name: string, type: string, size = 1024) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The picker takes any file, as a drop would: the accept attribute only guides the dialog. */
const user = () => userEvent.setup({ applyAccept: false });
const picker = () => screen.getByLabelText<HTMLInputElement>('Choose files to upload');
const items = () => within(screen.getByRole('list', { name: 'Files to upload' }));

beforeEach(() => upload.mockReset());

describe('UploadArea', () => {
  it('refuses wrong types and files over 15 MB before sending anything', async () => {
    renderPage(<UploadArea visitId={5} />);
    await user().upload(picker(), [
      aFile('notes.txt', 'text/plain'),
      aFile('huge.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1),
      aFile('receipt.jpg', 'image/jpeg'),
    ]);

    const refused = screen.getByRole('alert');
    expect(refused).toHaveTextContent(`notes.txt: ${UploadMessages.wrongType}`);
    expect(refused).toHaveTextContent('huge.pdf: File is larger than 15728640 bytes');
    expect(items().getByText('receipt.jpg')).toBeInTheDocument();
    expect(items().queryByText('notes.txt')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload 1 file' })).toBeEnabled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a drop that would make more than 5 files', async () => {
    renderPage(<UploadArea visitId={5} />);
    await user().upload(picker(), [aFile('a.png', 'image/png'), aFile('b.png', 'image/png')]);
    const dropped = ['c', 'd', 'e', 'f'].map((name) => aFile(`${name}.pdf`, 'application/pdf'));
    fireEvent.drop(screen.getByText('Drag and drop files here, or'), { dataTransfer: { files: dropped } });

    expect(await screen.findByRole('alert')).toHaveTextContent(`c.pdf: ${UploadMessages.tooMany}`);
    expect(screen.getByRole('alert')).toHaveTextContent(`f.pdf: ${UploadMessages.tooMany}`);
    expect(items().getAllByRole('listitem')).toHaveLength(2);
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends the files with the type and notes, shows progress, then completes', async () => {
    let finish: (value: unknown) => void = () => undefined;
    let report: UploadProgress | undefined;
    upload.mockImplementation((_url, _form, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    renderPage(<UploadArea visitId={5} />);
    await user().upload(picker(), [aFile('receipt.jpg', 'image/jpeg'), aFile('order.pdf', 'application/pdf')]);
    expect(items().getAllByText(/Pending/)).toHaveLength(2);
    await user().selectOptions(screen.getByLabelText('Document Type'), 'Service Receipt');
    await user().type(screen.getByLabelText('Notes (optional)'), 'Oil change');
    await user().click(screen.getByRole('button', { name: 'Upload 2 files' }));

    const [url, form] = upload.mock.calls[0];
    expect(url).toBe('/api/documents/upload/5');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['receipt.jpg', 'order.pdf']);
    expect(form.get('doc_type')).toBe('Service Receipt');
    expect(form.get('notes')).toBe('Oil change');
    act(() => report?.(40));
    expect(items().getAllByText(/Uploading 40%/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    finish({ uploaded_count: 2, documents: [] });
    await waitFor(() => expect(items().getAllByText(/Completed/)).toHaveLength(2));
    expect(await screen.findByText('Upload successful')).toBeInTheDocument();
    expect(screen.getByText('2 file(s) uploaded successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('');
  });

  it("marks every file failed with the server's error text", async () => {
    const text = 'File type must be one of the accepted types';
    upload.mockRejectedValue(new ApiError(400, `400: {"error":"${text}"}`, { statusCode: 400, message: text, error: text }));
    renderPage(<UploadArea visitId={5} />);
    await user().upload(picker(), [aFile('a.png', 'image/png'), aFile('b.webp', 'image/webp')]);
    await user().click(screen.getByRole('button', { name: 'Upload 2 files' }));

    await waitFor(() => expect(items().getAllByText(text)).toHaveLength(2));
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    // A failed file can be sent again.
    expect(screen.getByRole('button', { name: 'Upload 2 files' })).toBeEnabled();
  });

  it('offline, says the one offline sentence on the files and keeps them to retry', async () => {
    const offline = "You're offline — nothing was saved. It will be kept here until you retry.";
    upload.mockRejectedValue(new NetworkError(true));
    renderPage(<UploadArea visitId={5} />);
    await user().upload(picker(), [aFile('a.png', 'image/png')]);
    await user().click(screen.getByRole('button', { name: 'Upload 1 file' }));

    await waitFor(() => expect(items().getByText(offline)).toBeInTheDocument());
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
    expect(items().getByText('a.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload 1 file' })).toBeEnabled();
  });
});
