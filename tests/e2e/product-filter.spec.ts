import { expect, test, type Page } from '@playwright/test';
import { content, locales, messages } from './support';

const [firstType, secondType] = content.productTypes;
const cardLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const productsOf = (typeId: string) => content.products.filter((product) => product.type === typeId);

for (const locale of locales) {
  const t = messages[locale].ProductList;

  test(`choosing a type shows exactly that type, in the address, with back and reload (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/product/`);
    const filter = page.getByRole('navigation', { name: t.filterLabel });

    await filter.getByRole('link', { name: firstType!.name[locale] }).click();
    await expect(page).toHaveURL(`/${locale}/product/?type=${firstType!.id}`);
    await expect(filter.getByRole('link', { name: firstType!.name[locale] })).toHaveAttribute('aria-current', 'true');
    for (const product of content.products) {
      const card = cardLink(page, product.text[locale].name);
      if (product.type === firstType!.id) await expect(card).toBeVisible();
      else await expect(card).toBeHidden();
    }

    await filter.getByRole('link', { name: secondType!.name[locale] }).click();
    await expect(page).toHaveURL(`/${locale}/product/?type=${secondType!.id}`);
    await expect(cardLink(page, productsOf(secondType!.id)[0]!.text[locale].name)).toBeVisible();
    await expect(cardLink(page, productsOf(firstType!.id)[0]!.text[locale].name)).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(`/${locale}/product/?type=${firstType!.id}`);
    await expect(cardLink(page, productsOf(firstType!.id)[0]!.text[locale].name)).toBeVisible();
    await expect(cardLink(page, productsOf(secondType!.id)[0]!.text[locale].name)).toBeHidden();

    await page.reload();
    await expect(filter.getByRole('link', { name: firstType!.name[locale] })).toHaveAttribute('aria-current', 'true');
    await expect(cardLink(page, productsOf(secondType!.id)[0]!.text[locale].name)).toBeHidden();

    await filter.getByRole('link', { name: t.all }).click();
    await expect(page).toHaveURL(`/${locale}/product/`);
    for (const product of content.products) await expect(cardLink(page, product.text[locale].name)).toBeVisible();
  });

  test(`a shared filter address opens filtered (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/product/?type=${secondType!.id}`);
    for (const product of content.products) {
      const card = cardLink(page, product.text[locale].name);
      if (product.type === secondType!.id) await expect(card).toBeVisible();
      else await expect(card).toBeHidden();
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every product is listed, whatever the address asks', async ({ page }) => {
    await page.goto(`/en-US/product/?type=${firstType!.id}`);
    for (const product of content.products) {
      await expect(page.getByRole('link', { name: product.text['en-US'].name, exact: true })).toBeVisible();
    }
  });
});
