import { TextColumn, VarcharColumn } from '@universo/service-kit';

/** The columns of what a book and a chapter both show on their card (each table has its own). */
export abstract class CardColumns {
  @VarcharColumn(160)
  title: string;

  @TextColumn()
  description: string;

  /** An emoji. */
  @VarcharColumn(32)
  icon: string;

  /** A CSS colour. */
  @VarcharColumn(64)
  color: string;
}
