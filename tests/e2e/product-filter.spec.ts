import { expect, test, type Page } from '@playwright/test';
import { content, locales, messages } from './support';

const [firstType, secondType] = content.productTypes;
const cardLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

/** Exactly the products of `typeId` (every product when undefined) are listed. */
async function expectListed(page: Page, locale: (typeof locales)[number], typeId?: string) {
  for (const product of content.products) {
    const card = cardLink(page, product.text[locale].name);
    if (!typeId || product.type === typeId) await expect(card).toBeVisible();
    else await expect(card).toHaveCount(0);
  }
}

for (const locale of locales) {
  const t = messages[locale].ProductList;
  const typeName = (type: typeof firstType) => type!.name[locale];

  test(`choosing a type shows exactly that type, at its own address, with back and reload (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/product/`);
    const filter = page.getByRole('navigation', { name: t.filterLabel });
    await expect(filter.getByRole('link', { name: t.all })).toHaveAttribute('aria-current', 'page');

    await filter.getByRole('link', { name: typeName(firstType) }).click();
    await expect(page).toHaveURL(`/${locale}/product/type/${firstType!.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(typeName(firstType));
    await expect(filter.getByRole('link', { name: typeName(firstType) })).toHaveAttribute('aria-current', 'page');
    await expectListed(page, locale, firstType!.id);

    await filter.getByRole('link', { name: typeName(secondType) }).click();
    await expect(page).toHaveURL(`/${locale}/product/type/${secondType!.id}/`);
    await expectListed(page, locale, secondType!.id);

    await page.goBack();
    await expect(page).toHaveURL(`/${locale}/product/type/${firstType!.id}/`);
    await expectListed(page, locale, firstType!.id);

    await page.reload();
    await expect(filter.getByRole('link', { name: typeName(firstType) })).toHaveAttribute('aria-current', 'page');
    await expectListed(page, locale, firstType!.id);

    await filter.getByRole('link', { name: t.all }).click();
    await expect(page).toHaveURL(`/${locale}/product/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expectListed(page, locale);
  });

  test(`each choice counts the products it lists (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/product/`);
    const filter = page.getByRole('navigation', { name: t.filterLabel });
    const count = (n: number) => (locale === 'zh-CN' ? `${n} 件` : n === 1 ? '1 piece' : `${n} pieces`);
    await expect(filter.getByRole('link', { name: t.all })).toContainText(count(content.products.length));
    for (const type of content.productTypes) {
      const listed = content.products.filter((product) => product.type === type.id).length;
      await expect(filter.getByRole('link', { name: type.name[locale] })).toContainText(count(listed));
    }
  });

  test(`a filter address from before the type pages opens the type's page, keeping the rest of the query and the fragment (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/product/?utm_source=news&type=${secondType!.id}#main`);
    await expect(page).toHaveURL(`/${locale}/product/type/${secondType!.id}/?utm_source=news#main`);
    await expectListed(page, locale, secondType!.id);
  });
}

test('an unknown type in an old filter address leaves the full list', async ({ page }) => {
  await page.goto('/en-US/product/?type=cravat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['en-US'].ProductList.title);
  await expect(page).toHaveURL('/en-US/product/?type=cravat');
  await expectListed(page, 'en-US');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter still works: each choice is a page of its own', async ({ page }) => {
    await page.goto('/zh-CN/product/');
    await page
      .getByRole('navigation', { name: messages['zh-CN'].ProductList.filterLabel })
      .getByRole('link', { name: firstType!.name['zh-CN'] })
      .click();
    await expect(page).toHaveURL(`/zh-CN/product/type/${firstType!.id}/`);
    await expectListed(page, 'zh-CN', firstType!.id);
  });
});
