import { Column } from 'typeorm';

/** The columns of what a book and a chapter both show on their card (each table has its own). */
export abstract class CardColumns {
  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** An emoji. */
  @Column({ type: 'varchar', length: 32 })
  icon: string;

  /** A CSS colour. */
  @Column({ type: 'varchar', length: 64 })
  color: string;
}
