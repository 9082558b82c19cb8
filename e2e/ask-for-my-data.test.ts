import { visitorText } from '@harsh/contract';
import {
  accessibilityViolations,
  expect,
  expectConsoleErrors,
  test,
  waitForHydration,
} from './fixtures';
import { type ReceivedMail, waitForMail } from './mailbox';
import { ADMIN_STATE } from './staff';

const ENGLISH = visitorText('en');
const HINDI = visitorText('hi');

const codeIn = (mail: ReceivedMail) => /^(\d{6})$/m.exec(mail.text)![1]!;
const statusCodeIn = (mail: ReceivedMail) => /: ([0-9A-Z]{10})$/m.exec(mail.text)![1]!;
/** The code stands alone on a line of the body (never in the subject, which a locked phone shows). */
const isCodeMail = (mail: ReceivedMail) => /^\d{6}$/m.test(mail.text);

test.describe('a visitor asks about their own data, proved by a code sent to their address', () => {
  test('in English: a wrong code is refused, the right one gives a reference, and the status page says where it stands', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const email = `asks.for.a.copy.${Date.now()}@example.in`;
    await page.goto('/your-data');
    await waitForHydration(page);
    const ask = page.getByRole('region', { name: 'Ask about your data' });
    await ask.getByRole('radio', { name: 'A copy of your data' }).check();
    await ask.getByLabel('E-mail', { exact: true }).fill(email);
    await ask.getByRole('checkbox', { name: /I agree/ }).check();
    await ask.getByRole('button', { name: 'Send me a code' }).click();
    await expect(ask).toContainText(ENGLISH.dataRequest.codeSent({ email, minutes: 15 }));

    const code = codeIn(await waitForMail(email, isCodeMail));
    await ask.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000');
    await ask.getByRole('button', { name: 'Confirm my request' }).click();
    await expect(ask.getByLabel('Code from the e-mail')).toHaveAccessibleDescription(
      new RegExp(ENGLISH.dataRequest.codeWrong),
    );
    expectConsoleErrors(consoleErrors, /422/);
    expect(await accessibilityViolations(page)).toEqual([]);

    await ask.getByLabel('Code from the e-mail').fill(code);
    await ask.getByRole('button', { name: 'Confirm my request' }).click();
    await expect(ask).toContainText(
      /Your request has reached us\. Its reference is DR-[0-9A-Z]{4}-[0-9A-Z]{4}/,
    );
    const reference = /DR-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await ask.textContent()) ?? '')![0];

    const acknowledgement = await waitForMail(email, (mail) =>
      (mail.headers.subject ?? '').includes(reference),
    );
    expect(acknowledgement.headers['reply-to']).toBeTruthy();
    await page.goto('/your-data/status');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where your request stands');
    await page.getByLabel('Reference').fill(reference.toLowerCase());
    await page.getByLabel('Status code').fill(statusCodeIn(acknowledgement));
    await page.getByRole('button', { name: 'Show where it stands' }).click();
    await expect(page.getByRole('main')).toContainText('Received, and waiting to be taken up');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Staff find it in the inbox, with its due date.
    const staff = await browser.newContext({ storageState: ADMIN_STATE });
    const inbox = await staff.newPage();
    await inbox.goto(`/admin/inbox?kind=data_request&q=${reference}`);
    await expect(inbox.getByRole('list', { name: 'Submissions' })).toContainText(
      /Due by \d{1,2} \w+ \d{4}/,
    );
    await staff.close();
  });

  test('in Hindi: a grievance needs its details, the code comes in Hindi, and the request is confirmed in Hindi', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `shikayat.${Date.now()}@example.in`;
    await page.goto('/hi/your-data');
    await waitForHydration(page);
    const ask = page.getByRole('region', { name: 'अपनी जानकारी के बारे में अनुरोध करें' });
    await ask.getByRole('radio', { name: 'आपकी जानकारी सँभालने के तरीके पर शिकायत' }).check();
    await ask.getByLabel('ई-मेल', { exact: true }).fill(email);
    await ask.getByRole('checkbox', { name: /मैं सहमत हूँ/ }).check();
    await ask.getByRole('button', { name: 'मुझे कोड भेजें' }).click();
    await expect(ask.getByLabel('विवरण')).toHaveAccessibleDescription(
      new RegExp(HINDI.fields.details({ right: 'grievance' })),
    );

    await ask.getByLabel('विवरण').fill('मेरा नाम आपकी सूची में ग़लत लिखा है और किसी ने जवाब नहीं दिया।');
    await ask.getByRole('button', { name: 'मुझे कोड भेजें' }).click();
    await expect(ask).toContainText(HINDI.dataRequest.codeSent({ email, minutes: 15 }));

    const mail = await waitForMail(email, isCodeMail);
    expect(mail.headers['content-language']).toBe('hi-IN');
    await ask.getByLabel('ई-मेल में आया कोड').fill(codeIn(mail));
    await ask.getByRole('button', { name: 'मेरे अनुरोध की पुष्टि करें' }).click();
    await expect(ask).toContainText('आपका अनुरोध हमें मिल गया है');
  });
});
