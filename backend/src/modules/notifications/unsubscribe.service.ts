import { Injectable } from '@nestjs/common';
import { NotificationMessages } from '@dct/contracts';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { appSecret } from '../../common/app-secret';
import { NotFoundError } from '../../common/domain-errors';
import { ownerOfUnsubscribeToken } from './alert-mail';
import { NotificationsService } from './notifications.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, content: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5"><h1>${escapeHtml(title)}</h1>${content}</body></html>`;

/**
 * The alert mails' unsubscribe link: signed with the app's secret (HMAC), so it works without a
 * session and cannot be made for another owner. GET asks to confirm (a mail scanner that follows
 * links changes nothing); POST turns alert e-mails off, as RFC 8058's one-click does.
 */
@Injectable()
export class UnsubscribeService {
  private readonly secret: string;

  constructor(
    private readonly notifications: NotificationsService,
    @InjectConfig() config: AppConfig,
  ) {
    this.secret = appSecret(config);
  }

  private ownerOf(token: unknown): number {
    const userId = ownerOfUnsubscribeToken(this.secret, token);
    if (userId === null) throw new NotFoundError(NotificationMessages.unsubscribeInvalid);
    return userId;
  }

  confirmPage(token: unknown): string {
    this.ownerOf(token);
    const action = `?token=${encodeURIComponent(String(token))}`;
    return page(
      'Unsubscribe from alert e-mails',
      `<p>Stop the e-mails about claims, visits and the lemon-law watch? The alerts stay in the app, and you can turn the e-mails back on in Settings.</p>` +
        `<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
    );
  }

  async unsubscribe(token: unknown): Promise<string> {
    await this.notifications.turnOffEmail(this.ownerOf(token));
    return page('Unsubscribed', `<p>${escapeHtml(NotificationMessages.unsubscribed)}</p>`);
  }
}
