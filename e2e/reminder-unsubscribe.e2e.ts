import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { reminderUnsubscribeLink } from './support/mailed-links';
import { buyInStore, uniqueEmail } from './support/store-purchase';

/**
 * The page a balance reminder's unsubscribe link opens (decision 0250), for a card bought in French
 * and one bought in Arabic: it asks in the card's language, with `lang` and `dir`, stops the
 * reminders when asked, and following the link again changes nothing. The store
 * (e2e/stores/e2e-languages.json) is English by default and offers French and Arabic.
 */
const STORE = 'e2e-languages';

const TEXTS = {
  fr: {
    dir: 'ltr',
    ask: 'Arrêter les rappels de solde\u202f?',
    lead: (last4: string) =>
      `Lantern Lane vous prévient quand votre carte cadeau se terminant par ${last4} arrive bientôt à expiration ou n’a pas servi depuis un moment.`,
    button: 'Arrêter les rappels pour cette carte',
    stopped: 'Rappels arrêtés',
    stoppedLead: (last4: string) =>
      `Vous ne recevrez plus de rappels de solde pour la carte cadeau se terminant par ${last4}. La carte et son solde restent inchangés.`,
  },
  ar: {
    dir: 'rtl',
    ask: 'إيقاف تذكيرات الرصيد؟',
    lead: (last4: string) =>
      `يذكّرك Lantern Lane عندما تقترب صلاحية بطاقة الهدية المنتهية بـ ${last4} من الانتهاء أو عندما لا تُستخدم لفترة.`,
    button: 'إيقاف التذكيرات لهذه البطاقة',
    stopped: 'تم إيقاف التذكيرات',
    stoppedLead: (last4: string) =>
      `لن تصلك بعد الآن تذكيرات الرصيد لبطاقة الهدية المنتهية بـ ${last4}. تبقى البطاقة ورصيدها كما هما.`,
  },
} as const;

/** French at the desk and Arabic, right to left, on the phone (the project's width, from the title). */
const RUNS = [
  ['fr', '1280 px'],
  ['ar', '390 px'],
] as const;

for (const [language, label] of RUNS)
  test(`a reminder's unsubscribe link asks and stops the reminders in ${language} at ${label}; following it again is harmless`, async ({
    browser,
    page,
  }) => {
    // A card of the buyer's own, bought in the language: its reminders, and so this page, are in it.
    const purchase = await buyInStore(
      browser,
      STORE,
      [{ slug: 'everyday-gift-card', denomination: 'e25' }],
      { firstName: 'Inès', lastName: 'Haddad', email: uniqueEmail(`unsubscribe-${language}`) },
      { language },
    );
    const cardId = await purchase.cardIdOf('Everyday Gift Card');
    // The confirmation shows the card's last four characters, as the page does.
    const last4 = (await purchase.page.getByTestId('issued-card-code').first().textContent())!.trim().slice(-4);
    await purchase.close();
    const text = TEXTS[language];
    const link = reminderUnsubscribeLink(STORE, cardId);

    const html = page.locator('html');
    const expectAsked = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.ask);
      await expect(html).toHaveAttribute('lang', language);
      await expect(html).toHaveAttribute('dir', text.dir);
      await expect(page.getByRole('main').getByRole('paragraph')).toHaveText(text.lead(last4));
    };
    const expectStopped = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.stopped);
      await expect(html).toHaveAttribute('lang', language);
      await expect(html).toHaveAttribute('dir', text.dir);
      await expect(page.getByRole('main').getByRole('paragraph')).toHaveText(text.stoppedLead(last4));
      await expect(page.getByRole('button')).toHaveCount(0);
    };

    await page.goto(link);
    await expectAsked();
    await expectNoAxeViolations(page, `unsubscribe asked in ${language} at ${label}`);
    await screenshot(page, `unsubscribe-ask-${language}`);

    await page.getByRole('button', { name: text.button }).click();
    await expectStopped();
    await expectNoAxeViolations(page, `unsubscribe done in ${language} at ${label}`);
    await screenshot(page, `unsubscribe-stopped-${language}`);

    // The link again, from the same reminder: it asks again, and stopping what is stopped says so again.
    await page.goto(link);
    await expectAsked();
    await page.getByRole('button', { name: text.button }).click();
    await expectStopped();
  });
