import { CREATED_AT, createTableSql, sqlMigration, UUID_KEY } from '@universo/service-kit';

const STATUSES = `('authorized', 'pending', 'cancelled', 'paused')`;

export const CreateSubscriptions1795216800002 = sqlMigration('CreateSubscriptions1795216800002', {
  up: [
    createTableSql('subscriptions', [
      UUID_KEY,
      'user_id varchar(64) NOT NULL',
      'plan varchar(40) NOT NULL',
      'amount integer NOT NULL CHECK (amount > 0)',
      'currency varchar(3) NOT NULL',
      `status varchar(16) NOT NULL CHECK (status IN ${STATUSES})`,
      "provider varchar(16) NOT NULL CHECK (provider IN ('sandbox', 'mercadopago'))",
      'provider_subscription_id varchar(200)',
      'init_point varchar(2000)',
      'start_date timestamptz',
      'next_payment_date timestamptz',
      'last_event_at timestamptz',
      CREATED_AT,
      'updated_at timestamptz NOT NULL DEFAULT now()',
    ]),
    // The entitlement and status reads: the user's latest subscription, from the index alone.
    `CREATE INDEX subscriptions_user_latest_idx ON subscriptions (user_id, created_at DESC) INCLUDE (status)`,
    // One open (not cancelled) subscription per family, also under concurrent requests.
    `CREATE UNIQUE INDEX subscriptions_one_open_per_user ON subscriptions (user_id) WHERE status <> 'cancelled'`,
    `CREATE UNIQUE INDEX subscriptions_provider_id_key ON subscriptions (provider, provider_subscription_id)`,

    createTableSql('subscription_history', [
      'id bigserial PRIMARY KEY',
      'subscription_id uuid NOT NULL REFERENCES subscriptions (id)',
      `from_status varchar(16) CHECK (from_status IN ${STATUSES})`,
      `to_status varchar(16) NOT NULL CHECK (to_status IN ${STATUSES})`,
      "reason varchar(32) NOT NULL CHECK (reason IN ('created', 'provider_notification', 'cancelled_by_user'))",
      'event_id varchar(200)',
      'at timestamptz NOT NULL DEFAULT now()',
    ]),
    `CREATE INDEX subscription_history_subscription_idx ON subscription_history (subscription_id, id)`,
    // The history is a record of what happened: rows are added, never changed or removed.
    `
      CREATE FUNCTION subscription_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'subscription_history es de solo inserción';
      END $$`,
    `
      CREATE TRIGGER subscription_history_no_update_delete BEFORE UPDATE OR DELETE ON subscription_history
      FOR EACH ROW EXECUTE FUNCTION subscription_history_append_only()`,
    `
      CREATE TRIGGER subscription_history_no_truncate BEFORE TRUNCATE ON subscription_history
      FOR EACH STATEMENT EXECUTE FUNCTION subscription_history_append_only()`,

    createTableSql('processed_notifications', [
      'provider varchar(16) NOT NULL',
      'event_id varchar(200) NOT NULL',
      'subscription_id uuid NOT NULL REFERENCES subscriptions (id)',
      'outcome varchar(16) NOT NULL',
      'received_at timestamptz NOT NULL DEFAULT now()',
      'PRIMARY KEY (provider, event_id)',
    ]),

    createTableSql('refund_requests', [
      UUID_KEY,
      'subscription_id uuid NOT NULL UNIQUE REFERENCES subscriptions (id)',
      'user_id varchar(64) NOT NULL',
      'message varchar(500)',
      CREATED_AT,
    ]),

    // The sandbox provider's own records (what MercadoPago keeps on its side): no foreign key,
    // the provider knows our subscription only by its external reference.
    createTableSql('sandbox_preapprovals', [
      'id varchar(64) PRIMARY KEY',
      'external_reference varchar(64) NOT NULL',
      'payer_user_id varchar(64) NOT NULL',
      'reason varchar(200) NOT NULL',
      'amount integer NOT NULL',
      'currency varchar(3) NOT NULL',
      "status varchar(16) NOT NULL CHECK (status IN ('pending', 'authorized', 'cancelled'))",
      'date_created timestamptz NOT NULL DEFAULT now()',
      'last_modified timestamptz NOT NULL DEFAULT now()',
    ]),
  ],
  down: [
    `DROP TABLE sandbox_preapprovals`,
    `DROP TABLE refund_requests`,
    `DROP TABLE processed_notifications`,
    `DROP TABLE subscription_history`,
    `DROP FUNCTION subscription_history_append_only()`,
    `DROP TABLE subscriptions`,
  ],
});
