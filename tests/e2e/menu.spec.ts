import { expect, test, type Page } from '@playwright/test';
import { content, locales, messages } from './support';

/** Whether Chromium tells assistive technology that the named button is expanded (a popover's invoker has no attribute for it). */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: name, role: 'button' });
  await cdp.detach();
  expect(nodes).toHaveLength(1);
  return nodes[0]!.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
}

for (const locale of locales) {
  const t = messages[locale].Navigation;

  test(`the navigation is behind a Menu button on phones only, and works by keyboard (${locale})`, async ({ page }, testInfo) => {
    await page.goto(`/${locale}/`);
    const menu = page.getByRole('button', { name: t.menu });
    const navigation = page.getByRole('navigation', { name: t.label });
    const about = navigation.getByRole('link', { name: t.about });

    if (testInfo.project.name !== 'phone') {
      await expect(about).toBeVisible();
      await expect(menu).toBeHidden();
      return;
    }

    // Tab goes the way the header reads: brand, Menu, the selection, language.
    await page.getByRole('link', { name: messages[locale].LanguageSwitcher.switchToLabel }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: messages[locale].Selection.link })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: content.site.brandName[locale], exact: true })).toBeFocused();

    expect(await expandedState(page, t.menu)).toBe(false);
    await expect(about).toBeHidden();
    const background = () => menu.evaluate((button) => getComputedStyle(button).backgroundColor);
    const closedBackground = await background();

    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await expandedState(page, t.menu)).toBe(true);
    await expect(about).toBeVisible();
    // Seen as well as heard: open, the button looks pressed.
    expect(await background()).not.toBe(closedBackground);
    // It opens below the header, leaving the brand, Menu and language in view.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await navigation.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);

    await page.keyboard.press('Escape');
    expect(await expandedState(page, t.menu)).toBe(false);
    await expect(about).toBeHidden();
    await expect(menu).toBeFocused();

    // Tab past its last link, then its search box and button, closes it, so focus never goes on under it.
    await menu.focus();
    await page.keyboard.press('Enter');
    for (let link = 0; link < 4; link += 1) await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: t.contact })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: messages[locale].Search.label })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: messages[locale].Search.submit })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: messages[locale].Selection.link })).toBeFocused();
    await expect(about).toBeHidden();

    // A tap beside it closes it too.
    await menu.click();
    await expect(about).toBeVisible();
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width / 2, viewport.height - 10);
    await expect(about).toBeHidden();

    await menu.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: t.product })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/${locale}/about/`);
    await expect(about).toBeHidden();
    expect(await expandedState(page, t.menu)).toBe(false);
    // Focus goes on to the new page's content, not back to the start of the document.
    await expect(page.locator('main')).toBeFocused();
  });
}

for (const locale of locales) {
  const t = messages[locale].Navigation;

  test(`the navigation marks the page it is on, and follows the visitor (${locale})`, async ({ page }, testInfo) => {
    const navigation = page.getByRole('navigation', { name: t.label });
    const openMenu = async () => {
      if (testInfo.project.name === 'phone') await page.getByRole('button', { name: t.menu }).click();
    };
    await page.goto(`/${locale}/about/`);
    await openMenu();
    await expect(navigation.getByRole('link', { name: t.about })).toHaveAttribute('aria-current', 'page');
    await expect(navigation.getByRole('link', { name: t.product })).not.toHaveAttribute('aria-current');
    await navigation.getByRole('link', { name: t.contact }).click();
    await expect(page).toHaveURL(`/${locale}/contact/`);
    await openMenu();
    await expect(navigation.getByRole('link', { name: t.contact })).toHaveAttribute('aria-current', 'page');
    await expect(navigation.getByRole('link', { name: t.about })).not.toHaveAttribute('aria-current');

    // A product is within Product: current, though not its page.
    await page.goto(`/${locale}/product/${content.products[0]!.sku}/`);
    await openMenu();
    await expect(navigation.getByRole('link', { name: t.product })).toHaveAttribute('aria-current', 'true');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    const t = messages[locale].Navigation;

    test(`the navigation opens at every width (${locale})`, async ({ page }, testInfo) => {
      await page.goto(`/${locale}/`);
      const about = page.getByRole('navigation', { name: t.label }).getByRole('link', { name: t.about });
      if (testInfo.project.name === 'phone') {
        await expect(about).toBeHidden();
        await page.getByRole('button', { name: t.menu }).click();
      }
      await expect(about).toBeVisible();
      await about.click();
      await expect(page).toHaveURL(`/${locale}/about/`);
    });
  }
});
