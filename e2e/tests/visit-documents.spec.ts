import { expect, test } from '@playwright/test';
import { createVehicle, createVisit, newOwner, repairOrder, signUpThroughApi } from './helpers';

/** A 1×1 PNG: real bytes, as the server recognises types from them. */
const receipt = {
  name: 'receipt.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

// Needs the documents API (POST /api/documents/upload/{visitId} and the rest of libs/contracts/src/document.ts).
test('an owner uploads a receipt image and a PDF, previews the image, opens the PDF and deletes one', async ({ page }) => {
  await signUpThroughApi(page, newOwner('visit-documents'));
  const vehicleId = await createVehicle(page, { year: 2021, make: 'Honda', model: 'Accord', vin: '1HGCV1F30MA123456' });
  const visitId = await createVisit(page, { vehicle_id: vehicleId, date_in: '2025-01-05', primary_issue: 'Transmission slipping' });
  await page.goto(`/visits/${visitId}`);
  await expect(page.getByText('No documents yet')).toBeVisible();
  const picker = page.getByLabel('Choose files to upload');
  const queued = page.getByRole('list', { name: 'Files to upload' });

  // Refused before sending: nothing is queued.
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt' })).toContainText('File type must be one of the accepted types');
  await expect(queued).toBeHidden();

  // The receipt, typed and noted.
  await picker.setInputFiles(receipt);
  await expect(queued.getByText('receipt.png')).toBeVisible();
  await page.getByLabel('Document Type').selectOption('Service Receipt');
  await page.getByLabel('Notes (optional)').fill('Oil change receipt');
  await page.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(page.getByText('Upload successful', { exact: true })).toBeVisible();
  await expect(page.getByText('1 file(s) uploaded successfully', { exact: true })).toBeVisible();
  await expect(queued.getByText('Completed')).toBeVisible();
  const documents = page.getByRole('list', { name: 'Documents' });
  const receiptItem = documents.getByRole('listitem').filter({ hasText: 'receipt.png' });
  await expect(receiptItem).toContainText('Service Receipt');
  await expect(receiptItem).toContainText('Oil change receipt');
  await expect(receiptItem).toContainText(`${receipt.buffer.length} B`);

  // The PDF, typed by its content.
  await page.getByLabel('Document Type').selectOption('');
  await picker.setInputFiles(repairOrder);
  await page.getByRole('button', { name: 'Upload 1 file' }).click();
  const pdfItem = documents.getByRole('listitem').filter({ hasText: 'repair-order.pdf' });
  await expect(pdfItem).toContainText('Document');
  await expect(documents.getByRole('listitem')).toHaveCount(2);

  // Images preview in a dialog, from their file_path; focus returns to the name.
  const open = receiptItem.getByRole('button', { name: 'receipt.png', exact: true });
  await open.click();
  const preview = page.getByRole('dialog', { name: 'receipt.png' });
  const image = preview.getByRole('img', { name: 'receipt.png' });
  await expect(image).toHaveAttribute('src', /^\/api\/documents\/\d+\/file$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(open).toBeFocused();

  // PDFs open in a new tab.
  const [tab] = await Promise.all([page.waitForEvent('popup'), pdfItem.getByRole('link', { name: 'repair-order.pdf (opens in a new tab)' }).click()]);
  await expect(tab).toHaveURL(/\/api\/documents\/\d+\/file$/);
  await tab.close();

  // Delete asks first; the list follows, after a reload too.
  await pdfItem.getByRole('button', { name: 'Delete repair-order.pdf' }).click();
  await page.getByRole('dialog', { name: 'Delete Document' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Document deleted', { exact: true })).toBeVisible();
  await expect(pdfItem).toBeHidden();
  await page.reload();
  await expect(documents.getByRole('listitem')).toHaveCount(1);
  await expect(receiptItem).toBeVisible();
});
