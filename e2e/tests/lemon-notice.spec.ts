import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { newOwner, signUpThroughApi, vehicleNearLemon } from './helpers';

test('the watch near its threshold offers the notice to the manufacturer: the letter edited and downloaded as a PDF, at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page, newOwner('notice'));
  // 10 + 9 + 8 = 27 of California's 30 days: near the threshold.
  const vehicle = await vehicleNearLemon(page);
  const vin = '1FMCU9H60NUA54321';

  const card = page.getByRole('region', { name: 'Lemon-law watch' });
  const open = card.getByRole('button', { name: 'Write the notice to the manufacturer' });

  // Offered on the vehicle's page only; the edit page keeps its watch without it.
  await page.goto(`/vehicles/${vehicle.id}/edit`);
  await expect(card).toContainText('27 of 30 days out of service');
  await expect(open).toHaveCount(0);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/vehicles/${vehicle.id}`);
    await expect(card).toContainText('27 of 30 days out of service');
    // Opened from the keyboard at phone width, by pointer on the desktop.
    if (width === 375) {
      await open.focus();
      await page.keyboard.press('Enter');
    } else await open.click();

    const dialog = page.getByRole('dialog', { name: 'Notice to the manufacturer' });
    const letter = dialog.getByRole('textbox', { name: 'Letter' });
    await expect(letter).toHaveValue(
      /my 2022 Ford Escape \(VIN: 1FMCU9H60NUA54321\) has a defect that your authorized dealers have not repaired: Transmission slipping\./,
    );
    await expect(letter).toHaveValue(/repair order no\. \[number from your paperwork\]: Slips into neutral/);
    await expect(letter).toHaveValue(/out of service for 27 days/);
    await expect(dialog.getByRole('region', { name: 'Before you send it' })).toContainText('Send it by certified mail, return receipt requested');
    await expect(dialog).toContainText('This is not legal advice.');
    // The dialog has no serious or critical axe findings (WCAG 2.1 A/AA and best practices).
    const { violations } = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    // Nothing runs off the side of a phone's screen.
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    // A blank letter is refused before anything is sent.
    await letter.fill('   ');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    await expect(dialog).toContainText('Write the letter before downloading it');
    await dialog.getByRole('button', { name: 'Start again from the draft' }).click();

    const edited = (await letter.inputValue()).replace('[your postal address]', `${width} Elm Street, Springfield`);
    await letter.fill(`${edited}\n\nP.S. Written at ${width} pixels.`);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`lemon-notice-${vin}.pdf`);
    const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'])
      .toString()
      .replace(/\s+/g, ' ');
    expect(text).toContain('To the manufacturer Ford');
    expect(text).toContain(`VIN ${vin}`);
    expect(text).toContain(`${width} Elm Street, Springfield`);
    expect(text).toContain(`P.S. Written at ${width} pixels.`);
    // The letter goes to the manufacturer: the advice is the owner's, on the page, not in the letter.
    expect(text).not.toContain('This is not legal advice.');

    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  }
});
