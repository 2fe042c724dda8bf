import { BooleanColumn, CreatedAtColumn, IntegerColumn, TextColumn, VarcharColumn } from '@universo/service-kit';
import type { ProductType } from '@universo/contracts';
import { Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('products')
export class ProductEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stable key of a catalogue entry in the data file; never shown. */
  @VarcharColumn(80, { unique: true })
  slug: string;

  @VarcharColumn(160)
  name: string;

  @TextColumn()
  description: string;

  /** Integer cents. */
  @IntegerColumn()
  price: number;

  @VarcharColumn(16)
  type: ProductType;

  @VarcharColumn(500, { name: 'image_url', nullable: true })
  imageUrl: string | null;

  @TextColumn({ array: true })
  features: string[];

  @BooleanColumn({ name: 'is_active', default: true })
  isActive: boolean;

  /** Shop order: lower first. */
  @IntegerColumn()
  position: number;

  @CreatedAtColumn()
  createdAt: Date;
}
