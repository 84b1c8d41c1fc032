import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { columnCharsets, createTable, datetimeColumn, dropTables, foreignKey, idColumn, intColumns, timestampColumns, userForeignKey } from '../schema-helpers';

/**
 * Editorial content (docs/editorial.md):
 * - `articles`: stories, letters, shop, towns, blog and case logs (type 2, 3, 4, 6, 7, 8);
 * - `news`: news items with a free category name;
 * - `solutions` + `solution_tags`: public Q&A and the tags they are filtered by;
 * - `article_favorites`, `solution_favorites`: a user keeps an article / a Q&A (unique per pair).
 * Every entry has a Markdown source, its sanitised HTML (rendered when saved), `status` draft |
 * published, `version` for optimistic locking and an optional unique `slug` (imports match on it).
 * `search_text` holds the normalised text for the word search. QueryRunner schema API only, so it
 * runs on SQLite and MySQL/MariaDB.
 */
export class Editorial1763900000000 implements MigrationInterface {
  name = 'Editorial1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { utf8, bin, ascii, long } = columnCharsets(queryRunner);
    const common = [
      idColumn(),
      { name: 'slug', type: 'varchar', length: '100', isNullable: true, ...ascii },
      { name: 'status', type: 'varchar', length: '16', default: "'draft'", ...ascii },
      { name: 'published_at', type: 'datetime', isNullable: true },
      { name: 'version', type: 'int', default: 1 },
      ...timestampColumns(),
    ];

    await createTable(queryRunner, 'articles', {
      columns: [
        ...common,
        { name: 'type', type: 'int' },
        { name: 'title', type: 'varchar', length: '100', ...utf8 },
        { name: 'lead', type: 'varchar', length: '300', default: "''", ...utf8 },
        { name: 'body', type: long, ...utf8 },
        { name: 'body_html', type: long, ...utf8 },
        { name: 'cover_path', type: 'varchar', length: '255', isNullable: true, ...ascii },
        { name: 'category', type: 'varchar', length: '50', isNullable: true, ...ascii },
        { name: 'tags', type: 'varchar', length: '400', default: "'[]'", ...utf8 },
        { name: 'property_id', type: 'int', isNullable: true },
        { name: 'author', type: 'varchar', length: '50', default: "''", ...utf8 },
        { name: 'search_text', type: long, ...bin },
      ],
      indices: [
        new TableIndex({ name: 'UQ_articles_slug', columnNames: ['slug'], isUnique: true }),
        new TableIndex({ name: 'IDX_articles_type_list', columnNames: ['status', 'type', 'published_at', 'id'] }),
        new TableIndex({ name: 'IDX_articles_category_list', columnNames: ['status', 'category', 'published_at', 'id'] }),
        new TableIndex({ name: 'IDX_articles_list', columnNames: ['status', 'published_at', 'id'] }),
        new TableIndex({ name: 'IDX_articles_property', columnNames: ['property_id'] }),
      ],
      foreignKeys: [foreignKey('FK_articles_property', 'property_id', 'properties', 'SET NULL')],
    });

    await createTable(queryRunner, 'news', {
      columns: [
        ...common,
        { name: 'title', type: 'varchar', length: '100', ...utf8 },
        { name: 'category_name', type: 'varchar', length: '30', ...utf8 },
        { name: 'body', type: long, ...utf8 },
        { name: 'body_html', type: long, ...utf8 },
      ],
      indices: [
        new TableIndex({ name: 'UQ_news_slug', columnNames: ['slug'], isUnique: true }),
        new TableIndex({ name: 'IDX_news_list', columnNames: ['status', 'published_at', 'id'] }),
        new TableIndex({ name: 'IDX_news_category_list', columnNames: ['status', 'category_name', 'published_at', 'id'] }),
      ],
    });

    await createTable(queryRunner, 'solutions', {
      columns: [
        ...common,
        { name: 'question', type: 'varchar', length: '1000', ...utf8 },
        { name: 'answer', type: long, ...utf8 },
        { name: 'answer_html', type: long, ...utf8 },
        { name: 'tags', type: 'varchar', length: '400', default: "'[]'", ...utf8 },
        { name: 'search_text', type: long, ...bin },
      ],
      indices: [
        new TableIndex({ name: 'UQ_solutions_slug', columnNames: ['slug'], isUnique: true }),
        new TableIndex({ name: 'IDX_solutions_list', columnNames: ['status', 'published_at', 'id'] }),
      ],
    });

    await createTable(queryRunner, 'solution_tags', {
      columns: [
        { name: 'solution_id', type: 'int', isPrimary: true },
        { name: 'tag', type: 'varchar', length: '30', isPrimary: true, ...bin },
      ],
      indices: [new TableIndex({ name: 'IDX_solution_tags_tag', columnNames: ['tag', 'solution_id'] })],
      foreignKeys: [foreignKey('FK_solution_tags_solution', 'solution_id', 'solutions')],
    });

    for (const [table, column, target] of [
      ['article_favorites', 'article_id', 'articles'],
      ['solution_favorites', 'solution_id', 'solutions'],
    ] as const) {
      await createTable(queryRunner, table, {
        columns: [idColumn(), ...intColumns('user_id', column), datetimeColumn('created_at')],
        indices: [
          new TableIndex({ name: `UQ_${table}_user_item`, columnNames: ['user_id', column], isUnique: true }),
          new TableIndex({ name: `IDX_${table}_item`, columnNames: [column] }),
        ],
        foreignKeys: [
          userForeignKey(table),
          foreignKey(`FK_${table}_item`, column, target),
        ],
      });
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTables(queryRunner, 'solution_favorites', 'article_favorites', 'solution_tags', 'solutions', 'news', 'articles');
  }
}
