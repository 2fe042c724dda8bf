import { PRODUCT_TYPES, type ProductType } from '@universo/contracts';
import { plainToInstance } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsString, Matches, MaxLength, Min, ValidateIf, validateSync } from 'class-validator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QueryRunner } from 'typeorm';

/**
 * The catalogue lives in data/products.json (versioned with the code). A migration loads it with
 * an upsert keyed by `slug`, so loading it again is harmless: to ship an edit of the file, add a
 * new migration that calls seedProducts again. Products removed from the file stay in the
 * database: set "isActive": false instead.
 */
export const PRODUCTS_FILE = join(__dirname, '..', 'data', 'products.json');

export class ProductData {
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  @MaxLength(80)
  slug: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(160)
  name: string;

  @IsString()
  @IsNotEmpty()
  description: string;

  @IsInt()
  @Min(0)
  price: number;

  @IsIn(PRODUCT_TYPES)
  type: ProductType;

  @ValidateIf((_o, value) => value !== null)
  @IsString()
  @MaxLength(500)
  imageUrl: string | null;

  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  features: string[];

  @IsBoolean()
  isActive: boolean;

  @IsInt()
  @Min(0)
  position: number;
}

/** Reads and checks the data file; a malformed file stops the migration with a clear message. */
export function readProductsFile(file = PRODUCTS_FILE): ProductData[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(raw)) throw new Error(`${file}: se esperaba una lista de productos`);
  return raw.map((item, index) => {
    const row = plainToInstance(ProductData, item as object);
    const errors = validateSync(row, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
    if (errors.length > 0) {
      const problems = errors.flatMap((e) => Object.values(e.constraints ?? {}));
      throw new Error(`${file}, producto ${index + 1}: ${problems.join('; ')}`);
    }
    return row;
  });
}

export async function seedProducts(queryRunner: QueryRunner, products: ProductData[] = readProductsFile()): Promise<void> {
  for (const p of products) {
    await queryRunner.query(
      `INSERT INTO products (slug, name, description, price, type, image_url, features, is_active, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (slug) DO UPDATE SET
         name = EXCLUDED.name, description = EXCLUDED.description, price = EXCLUDED.price,
         type = EXCLUDED.type, image_url = EXCLUDED.image_url, features = EXCLUDED.features,
         is_active = EXCLUDED.is_active, position = EXCLUDED.position`,
      [p.slug, p.name, p.description, p.price, p.type, p.imageUrl, p.features, p.isActive, p.position],
    );
  }
}
