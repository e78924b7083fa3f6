import { CHECKOUT_MESSAGES, STORAGE_KEYS, WAITLIST_MESSAGES } from '@fresh-pouf/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { answerCreateSubscription, CREATE_SUBSCRIPTION } from '../support/create-subscription-answer';
import { storeEarlyBird } from '../support/early-bird-tab';
import { checkScreen, WIDTHS } from '../support/screen-checks';
import { routeStripe } from '../support/stripe-js-double';
import { waitForScrollToSettle } from '../support/scroll';
import { expectTakenOver } from '../support/take-over';
import { staffSession, useStaffSession } from './admin-support';

// Every route of docs/product/overview.md#routes at 320, 375 and 1440 px, in the states that
// used to break (Early Bird ticked, a success view with a 40-character address, the staff tables
// filled), never scrolls sideways and passes axe-core. One page per width and state; one
// sign-in per width.
test.describe.configure({ mode: 'serial' });

/** A new 40-character address, one unbreakable word as far as a browser can tell. */
const longEmail = (tag: string) => `${tag}.${Date.now()}`.padEnd(28, 'x') + '@example.com';
const LONG_NAME = 'Maximiliana Alessandra Worthington-Featherstonehaugh';

interface Seed {
  postSlug: string;
  postId: number;
  token: string;
  user: string;
}

let seed: Seed;

async function seedData(request: APIRequestContext): Promise<Seed> {
  // The staff tables filled: sign-ups of every plan with long names and addresses.
  const plans = ['monthly', 'bi-monthly', 'quarterly', 'family'] as const;
  for (const [i, plan] of plans.entries()) {
    const res = await request.post('/api/waitlist', {
      data: {
        fullName: `${LONG_NAME} ${i}`,
        email: `width.${i}.${Date.now()}.someone-with-a-long-address@example.com`,
        plan,
        earlyBird: i % 2 === 0,
        isFamily: plan === 'family',
        numberOfPoufs: plan === 'family' ? 4 : 1,
        frequency: plan === 'family' ? 'bi-monthly' : plan,
        joinDate: '2026-11-21',
      },
    });
    expect([201, 409]).toContain(res.status());
  }
  const { token, user } = await staffSession(request);
  const slug = `a-post-with-a-long-title-${Date.now()}`;
  const post = await request.post('/api/admin/blog', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'A Post With A Rather Long Title About Keeping Every Shower Pouf Fresh And Bright',
      slug,
      excerpt: 'Why a pouf older than a month is no friend of your skin, and what to do about it.',
      content: `${'Old poufs build up bacteria after three to four weeks of use. '.repeat(12)}\n\nReplace yours every month.`,
      status: 'published',
      // An address that never loads: the page hides the cover rather than show a broken image.
      coverImage: 'https://images.invalid/cover.jpg',
    },
  });
  expect(post.status()).toBe(201);
  const { id } = (await post.json()) as { id: number };
  return { postSlug: slug, postId: id, token, user };
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });
const form = (page: Page) => page.locator('#join-waitlist');

/** The public screens, each opened in the state to check. */
const PUBLIC_SCREENS: { name: string; open(page: Page): Promise<void> }[] = [
  {
    name: 'landing page',
    open: async (page) => {
      await page.goto('/');
      await expect(heading(page, /A Splash of Freshness/)).toBeVisible();
    },
  },
  {
    // Opened through a friend's referral link, the first screen says so.
    name: "landing page, through a friend's link",
    open: async (page) => {
      await page.goto('/?ref=AbCdEfGhIjKl');
      await expect(page.getByText('Invited by a friend.', { exact: false })).toBeVisible();
    },
  },
  {
    name: 'landing page, Early Bird ticked',
    open: async (page) => {
      await page.goto('/?earlyBird#join-waitlist');
      await expect(form(page).getByRole('button', { name: 'Continue to Early Bird Checkout' })).toBeVisible();
      await waitForScrollToSettle(page);
    },
  },
  {
    name: 'landing page, joined with a 40-character address',
    open: async (page) => {
      await page.goto('/#join-waitlist');
      await waitForScrollToSettle(page);
      await form(page).getByLabel('Full Name', { exact: true }).fill(LONG_NAME);
      await form(page)
        .getByLabel('Email', { exact: true })
        .fill(longEmail(`w${page.viewportSize()?.width}`));
      await form(page).getByRole('button', { name: 'Join the Waitlist' }).click();
      await expect(form(page).getByText("You're on the list!")).toBeVisible();
    },
  },
  {
    name: 'checkout, payment form',
    open: async (page) => {
      await storeEarlyBird(page, {
        planId: 'family',
        poufs: 5,
        frequency: 'quarterly',
        fullName: 'Early Bird',
        email: `pay.${Date.now()}@example.com`,
        joinDate: '2026-11-21',
      });
      // The layout is what is checked here, not Stripe: the session is answered in the browser,
      // and the Stripe.js test double draws the Payment Element from any client secret.
      await answerCreateSubscription(page, 200, { clientSecret: 'pi_layout_secret_check', amount: 31.84 });
      await page.goto('/checkout');
      await expect(page.getByRole('button', { name: /^Subscribe and pay/ })).toBeEnabled();
      await page.unroute(CREATE_SUBSCRIPTION);
    },
  },
  {
    // A declined first payment is said at the card field, the page taking another try.
    name: 'checkout, a declined card (the reason at the card field)',
    open: async (page) => {
      await page.route('https://api.stripe.com/v1/payment_intents/*/confirm', (route) =>
        route.fulfill({
          status: 402,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
          }),
        }),
      );
      await page.getByLabel('Card number').fill('4000000000000002');
      await page.getByRole('button', { name: /^Subscribe and pay/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: CHECKOUT_MESSAGES.cardDeclinedRetry })).toBeVisible();
      await page.unroute('https://api.stripe.com/v1/payment_intents/*/confirm');
    },
  },
  {
    name: 'checkout, who pays (a link with query parameters only)',
    open: async (page) => {
      await page.goto('/');
      await page.evaluate(() => sessionStorage.clear());
      await page.goto('/checkout?id=bi-monthly&subscription=true');
      await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    },
  },
  {
    name: 'checkout, error card (no plan)',
    open: async (page) => {
      await page.goto('/');
      await page.evaluate(() => sessionStorage.clear());
      await page.goto('/checkout');
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    },
  },
  {
    // Too many sign-ups from the network, one notice to wait.
    name: 'checkout, refused for now (429)',
    open: async (page) => {
      await storeEarlyBird(page, {
        planId: 'monthly',
        poufs: 1,
        frequency: 'monthly',
        fullName: 'Early Bird',
        email: `limited.${Date.now()}@example.com`,
        joinDate: '2026-11-26',
      });
      await answerCreateSubscription(page, 429, { message: WAITLIST_MESSAGES.rateLimited });
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { name: CHECKOUT_MESSAGES.rateLimitedTitle })).toBeVisible();
      await page.unroute(CREATE_SUBSCRIPTION);
    },
  },
  {
    name: 'success, no payment named',
    open: async (page) => {
      await page.goto('/success');
      await expect(heading(page, 'No Payment Made')).toBeVisible();
    },
  },
  {
    name: 'success, a payment the server cannot confirm',
    open: async (page) => {
      await page.goto(
        '/success?payment_intent=pi_unknown123&payment_intent_client_secret=pi_unknown123_secret_abc&redirect_status=succeeded',
      );
      await expect(heading(page, 'Payment Not Confirmed Yet')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
    },
  },
  {
    name: 'manage subscription, an expired link',
    open: async (page) => {
      await page.goto('/manage-subscription?link=expired');
      await expect(
        page.getByRole('alert').filter({ hasText: 'This link to manage your subscription has expired.' }),
      ).toBeVisible();
    },
  },
  {
    name: 'manage subscription, a mistyped address (the field says why, what was typed kept)',
    open: async (page) => {
      await page.goto('/manage-subscription');
      await page.getByLabel('Email').fill('grace@');
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue('grace@');
    },
  },
  {
    name: 'manage subscription, a link on its way',
    open: async (page) => {
      // Answered here, taken over first: the link limit per address is left for the tests of it.
      await page.route('**/api/billing/portal-link', (route) =>
        route.fulfill({ status: 202, contentType: 'application/json', body: JSON.stringify({ message: 'sent' }) }),
      );
      await page.goto('/manage-subscription');
      await expectTakenOver(page);
      await page.getByLabel('Email').fill('responsive@example.com');
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByText('Check your inbox')).toBeVisible();
      await page.unroute('**/api/billing/portal-link');
    },
  },
  {
    name: 'blog list',
    open: async (page) => {
      await page.goto('/blog');
      await expect(page.getByTestId('blog-post-card').first()).toBeVisible();
    },
  },
  {
    name: 'blog post (cover that does not load)',
    open: async (page) => {
      await page.goto(`/blog/${seed.postSlug}`);
      await expect(page.getByTestId('blog-post-content')).toBeVisible();
      await expect(page.getByTestId('blog-cover')).toHaveCount(0);
    },
  },
  {
    name: 'diagnostics',
    open: async (page) => {
      await page.goto('/diagnostics');
      await expect(page.getByRole('button', { name: 'Refresh Diagnostics' })).toBeVisible();
    },
  },
  {
    name: 'diagnostics at /test123',
    open: async (page) => {
      await page.goto('/test123');
      await expect(page.getByRole('button', { name: 'Refresh Diagnostics' })).toBeVisible();
    },
  },
  {
    name: '404',
    open: async (page) => {
      await page.goto('/no/such/page');
      await expect(heading(page, '404 Page Not Found')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Refresh Diagnostics' })).toBeVisible();
    },
  },
];

/** The staff screens (signed in as the first admin, but for the two sign-in screens). */
const STAFF_SCREENS: { name: string; open(page: Page): Promise<void> }[] = [
  {
    name: 'admin login, fields marked',
    open: async (page) => {
      await page.goto('/admin/login');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    },
  },
  {
    // The server's reason above the fields, no "too short" mark on the emptied password.
    name: 'admin login, a refused password',
    open: async (page) => {
      await page.getByLabel('Username').fill(`nobody-${page.viewportSize()?.width}-${Date.now()}`);
      await page.getByLabel('Password').fill('sixteen-chars-xx');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid username or password');
    },
  },
  {
    name: 'two-factor code entry',
    open: async (page) => {
      await page.goto('/admin/login');
      await page.evaluate(([key, user]) => sessionStorage.setItem(key, user), [
        STORAGE_KEYS.pendingTwoFactorUser,
        seed.user,
      ] as const);
      await page.goto('/admin/two-factor');
      await expect(heading(page, 'Two-Factor Authentication')).toBeVisible();
    },
  },
  {
    name: 'dashboard, overview',
    open: async (page) => {
      await page.goto('/admin/dashboard');
      await expect(page.getByTestId('totalCount')).toBeVisible();
    },
  },
  {
    name: 'dashboard, waitlist tab',
    open: async (page) => {
      await page.getByRole('tab', { name: 'Waitlist' }).click();
      await expect(page.getByRole('region', { name: 'Waitlist entries' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'dashboard, blog posts tab',
    open: async (page) => {
      await page.getByRole('tab', { name: 'Blog Posts' }).click();
      await expect(page.getByRole('heading', { name: 'Latest posts' })).toBeVisible();
      await expect(page.getByRole('link', { name: /A Post With A Rather Long Title/ }).first()).toBeVisible();
    },
  },
  {
    name: 'Stripe events',
    open: async (page) => {
      await page.goto('/admin/stripe-events');
      await expect(heading(page, 'Stripe Events')).toBeVisible();
    },
  },
  {
    name: 'account settings, profile',
    open: async (page) => {
      await page.goto('/admin/profile');
      await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
    },
  },
  {
    name: 'account settings, security',
    open: async (page) => {
      await page.goto('/admin/profile#security');
      await expect(page.getByRole('button', { name: /Two-Factor Authentication/ })).toBeVisible();
    },
  },
  {
    // The QR code, the key and the backup codes' grid (set up, never enabled).
    name: 'account settings, two-factor set-up with backup codes',
    open: async (page) => {
      await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
      await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
      await expect(page.getByRole('button', { name: 'Download codes' })).toBeVisible();
    },
  },
  {
    name: 'account settings, users',
    open: async (page) => {
      await page.goto('/admin/profile#users');
      await expect(page.getByRole('region', { name: 'Staff users' })).toBeVisible();
    },
  },
  {
    name: 'waitlist management',
    open: async (page) => {
      await page.goto('/admin/waitlist');
      await expect(page.getByRole('region', { name: 'Waitlist entries' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    // A row's actions in a menu, the rest of the entry in a side panel.
    name: "waitlist management, a row's actions menu",
    open: async (page) => {
      // From the keyboard, as on a phone's the row is scrolled to its menu button.
      await page
        .getByRole('region', { name: 'Waitlist entries' })
        .getByRole('button', { name: /^Actions for / })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'View details' })).toBeFocused();
    },
  },
  {
    name: "waitlist management, an entry's detail panel",
    open: async (page) => {
      await page.getByRole('menuitem', { name: 'View details' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Personal data' })).toBeVisible();
      // Its e-mail history read: the state checked is the one staff read.
      await expect(page.getByRole('dialog').getByRole('region', { name: 'E-mails' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
    },
  },
  {
    name: 'waitlist management, a search with no match',
    open: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.getByLabel('Search waitlist').fill('no-such-person-anywhere');
      await expect(page.getByText('No entries match')).toBeVisible();
    },
  },
  {
    name: 'blog management',
    open: async (page) => {
      await page.goto('/admin/blog-management');
      await expect(page.getByRole('region', { name: 'Blog posts' })).toBeVisible();
    },
  },
  {
    name: "blog management, a row's actions menu",
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Actions for A Post With A Rather Long Title/ })
        .first()
        .click();
      await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    },
  },
  {
    name: 'blog management, asking before a delete',
    open: async (page) => {
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  {
    name: 'blog editor, new post',
    open: async (page) => {
      await page.keyboard.press('Escape');
      await page.goto('/admin/blog/new');
      await expect(heading(page, 'Create New Blog Post')).toBeVisible();
    },
  },
  {
    name: 'blog editor, existing post',
    open: async (page) => {
      await page.goto(`/admin/blog/${seed.postId}`);
      await expect(page.getByLabel('Title')).toHaveValue(/A Post With A Rather Long Title/);
    },
  },
  {
    // The e-mail preview at the desktop width (on a phone it scrolls in its own box).
    name: 'announcement editor, e-mail preview',
    open: async (page) => {
      await page.goto('/admin/announcements?open=new');
      await page.getByLabel('Subject').fill('Our launch date, and what happens to your Early Bird price');
      await page
        .getByLabel('Body')
        .fill(
          'Hello friends,\n\n## The big day\n\nPoufs ship **Monday**: https://freshpouf.com/blog/launch-day-and-everything-you-need-to-know\n\nAna',
        );
      await expect(
        page.frameLocator('iframe[title^="The e-mail\'s HTML part"]').getByRole('heading', { name: 'The big day' }),
      ).toBeVisible();
    },
  },
  {
    name: 'announcement editor, e-mail preview at phone width',
    open: async (page) => {
      await page.getByRole('button', { name: 'Phone (320 px)' }).click();
      await expect(page.locator('iframe[title="The e-mail\'s HTML part at Phone (320 px) width"]')).toHaveCSS(
        'width',
        '320px',
      );
    },
  },
];

test.beforeAll(async ({ request }) => {
  seed = await seedData(request);
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // A dozen screens or two per test, each with an axe-core pass.
    test.setTimeout(180_000);

    test('every public screen: nothing scrolls sideways, no axe violation', async ({ page }) => {
      // No call reaches api.stripe.com here: only the Payment Element is drawn.
      await routeStripe(page, 'http://127.0.0.1:9');
      for (const screen of PUBLIC_SCREENS) {
        await test.step(screen.name, async () => {
          await screen.open(page);
          await checkScreen(page, `${screen.name} at ${width} px`);
        });
      }
    });

    test('every staff screen: nothing scrolls sideways, no axe violation', async ({ page, context }) => {
      for (const [index, screen] of STAFF_SCREENS.entries()) {
        // The first three are the sign-in screens, seen signed out; then one sign-in for the rest.
        if (index === 3) await useStaffSession(context, seed);
        await test.step(screen.name, async () => {
          await screen.open(page);
          await checkScreen(page, `${screen.name} at ${width} px`);
        });
      }
    });
  });
}
