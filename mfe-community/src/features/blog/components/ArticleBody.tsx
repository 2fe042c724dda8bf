import { articleBlocks } from '../articleText';

/** An article's text as React elements: the text is never parsed as HTML. */
export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="blog-article__body">
      {articleBlocks(content).map((block, index) => {
        switch (block.kind) {
          case 'subheading':
            return <h3 key={index}>{block.text}</h3>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
        }
      })}
    </div>
  );
}
