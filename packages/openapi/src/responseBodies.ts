import ts from 'typescript';

/**
 * The plugin describes an answer only when a handler returns a class; these handlers return the
 * service's interfaces (`Promise<User>`, `BookSummary[]`), which the plugin writes as a bare
 * `object`. Their JSON Schema is read here from the same TypeScript program, so the document says
 * what each operation answers and a change to the interface changes the document.
 */

export interface JsonSchema {
  [key: string]: unknown;
}

export interface ResponseBodies {
  /** `Controller.method` → the schema of its answer. */
  operations: Record<string, JsonSchema>;
  /** The named interfaces and type aliases those answers use, for `components.schemas`. */
  schemas: Record<string, JsonSchema>;
  /**
   * `Dto.property` → the schema of a DTO property typed with an interface or a type alias (a
   * request's nested object), which the plugin also writes as a bare `object`.
   */
  dtoProperties?: Record<string, JsonSchema>;
}

const HTTP_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Head', 'Options']);
/** Types that go on the wire as text. */
const AS_DATE = new Set(['Date']);
const AS_BINARY = new Set(['Buffer', 'Uint8Array', 'ReadStream', 'Readable', 'StreamableFile']);

function decoratorNames(node: ts.Node): string[] {
  return (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).map((d) => {
    const e = d.expression;
    return ts.isCallExpression(e) ? e.expression.getText() : e.getText();
  });
}

/** A name for a schema component: interfaces and non-generic aliases keep theirs. */
function componentName(type: ts.Type): string | undefined {
  if (type.aliasSymbol && !type.aliasTypeArguments?.length) return type.aliasSymbol.getName();
  const symbol = type.getSymbol();
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Interface)) return undefined;
  if ((type as ts.TypeReference).typeArguments?.length) return undefined;
  return symbol.getName();
}

class SchemaWriter {
  readonly schemas: Record<string, JsonSchema> = {};

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly at: ts.Node,
  ) {}

  schema(type: ts.Type, depth = 0): JsonSchema {
    const c = this.checker;
    const f = type.flags;
    if (depth > 12 || f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
    if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [c.typeToString(type) === 'true'] };
    if (f & ts.TypeFlags.StringLike) return { type: 'string' };
    if (f & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (f & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (type.isUnion()) return this.union(type, depth);
    if (c.isArrayType(type) || c.isTupleType(type)) {
      const [item] = c.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: item ? this.schema(item, depth + 1) : {} };
    }
    const symbolName = type.getSymbol()?.getName() ?? '';
    if (AS_DATE.has(symbolName)) return { type: 'string', format: 'date-time' };
    if (AS_BINARY.has(symbolName)) return { type: 'string', format: 'binary' };
    if (f & ts.TypeFlags.Object || type.isIntersection()) return this.object(type, depth);
    return {};
  }

  /** A named component, written once however many answers use it. */
  private named(name: string, write: () => JsonSchema): JsonSchema {
    if (!this.schemas[name]) {
      this.schemas[name] = {}; // reserved first: a type that names itself ends here
      this.schemas[name] = write();
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  private union(type: ts.UnionType, depth: number): JsonSchema {
    const name = componentName(type);
    if (name) return this.named(name, () => this.unionSchema(type, depth));
    return this.unionSchema(type, depth);
  }

  private unionSchema(type: ts.UnionType, depth: number): JsonSchema {
    // As written (`ReportedSubscriptionStatus | null`): a named union keeps its name and is described once.
    const origin = (type as ts.UnionType & { origin?: ts.Type }).origin;
    const written = origin?.isUnion() ? origin.types : type.types;
    const parts = written.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const literals = parts.filter((t) => t.flags & ts.TypeFlags.StringLiteral);
    const literalSchema: JsonSchema = { type: 'string', enum: literals.map((t) => (t as ts.StringLiteralType).value).sort() };
    if (literals.length === parts.length) return literalSchema;
    if (parts.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) return { type: 'boolean' };
    // The string values of an unnamed union are one alternative, beside the others.
    const schemas = parts.flatMap((t) => (t.flags & ts.TypeFlags.StringLiteral ? (t === literals[0] ? [literalSchema] : []) : [this.schema(t, depth + 1)]));
    const unique = [...new Map(schemas.map((s) => [JSON.stringify(s), s])).values()];
    return unique.length === 1 ? unique[0]! : { anyOf: unique };
  }

  private object(type: ts.Type, depth: number): JsonSchema {
    const name = componentName(type);
    if (name) return this.named(name, () => this.declared(type, depth));
    return this.declared(type, depth);
  }

  /**
   * An interface that extends named interfaces is what they say and its own fields (`allOf`), so
   * each base is described once and referenced, not copied into every interface that extends it.
   */
  private declared(type: ts.Type, depth: number): JsonSchema {
    const c = this.checker;
    const objectFlags = (candidate: ts.Type): number => (candidate.flags & ts.TypeFlags.Object ? (candidate as ts.ObjectType).objectFlags : 0);
    const target = objectFlags(type) & ts.ObjectFlags.Reference ? (type as ts.TypeReference).target : type;
    const symbol = target.getSymbol();
    if (!symbol || !(symbol.flags & ts.SymbolFlags.Interface) || !(objectFlags(target) & ts.ObjectFlags.ClassOrInterface)) return this.properties(type, depth);
    const bases = c.getBaseTypes(target as ts.InterfaceType);
    if (bases.length === 0 || !bases.every((base) => componentName(base) && base.getSymbol()!.flags & ts.SymbolFlags.Interface))
      return this.properties(type, depth);
    const declarations = new Set<ts.Node>(symbol.declarations ?? []);
    const own = (property: ts.Symbol): boolean => (property.declarations ?? []).some((d) => declarations.has(d.parent));
    return { allOf: [...bases.map((base) => this.schema(base, depth + 1)), this.properties(type, depth, own)] };
  }

  /**
   * A property written with a named union (`status: ReportedSubscriptionStatus | null`), read from
   * its declaration: a union made from a list (`(typeof STATUSES)[number]`) reaches the type
   * checker without its name, so the declaration says which component it is.
   */
  private written(declaration: ts.Declaration | undefined): JsonSchema | undefined {
    const node = declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
    return node ? this.fromNode(node) : undefined;
  }

  private fromNode(node: ts.TypeNode): JsonSchema | undefined {
    const c = this.checker;
    if (ts.isArrayTypeNode(node)) {
      const items = this.fromNode(node.elementType);
      return items && { type: 'array', items };
    }
    if (ts.isUnionTypeNode(node)) {
      const members = node.types.filter((member) => member.kind !== ts.SyntaxKind.UndefinedKeyword);
      const named = members.map((member) => this.fromNode(member));
      if (named.every((schema) => schema === undefined)) return undefined;
      const plain = (member: ts.TypeNode): boolean =>
        ts.isLiteralTypeNode(member) || [ts.SyntaxKind.StringKeyword, ts.SyntaxKind.NumberKeyword, ts.SyntaxKind.BooleanKeyword].includes(member.kind);
      if (!members.every((member, i) => named[i] || plain(member))) return undefined;
      const schemas = members.map((member, i) => named[i] ?? this.schema(c.getTypeFromTypeNode(member)));
      const unique = [...new Map(schemas.map((schema) => [JSON.stringify(schema), schema])).values()];
      return unique.length === 1 ? unique[0] : { anyOf: unique };
    }
    if (!ts.isTypeReferenceNode(node) || node.typeArguments?.length) return undefined;
    let symbol = c.getSymbolAtLocation(node.typeName);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = c.getAliasedSymbol(symbol);
    const alias = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
    if (!symbol || !alias || alias.typeParameters?.length) return undefined;
    const type = c.getTypeFromTypeNode(node);
    if (!type.isUnion()) return undefined;
    if (type.aliasSymbol) return this.schema(type);
    return this.named(symbol.getName(), () => this.unionSchema(type, 1));
  }

  private properties(type: ts.Type, depth: number, include: (property: ts.Symbol) => boolean = () => true): JsonSchema {
    const c = this.checker;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const property of c.getPropertiesOfType(type).filter(include)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = c.getTypeOfSymbolAtLocation(property, declaration ?? this.at);
      if (propertyType.getCallSignatures().length > 0) continue;
      const schema = this.written(declaration) ?? this.schema(propertyType, depth + 1);
      const doc = ts.displayPartsToString(property.getDocumentationComment(c)).trim();
      properties[property.getName()] = doc ? { ...schema, description: doc } : schema;
      if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.getName());
    }
    const index = c.getIndexInfosOfType(type)[0];
    const schema: JsonSchema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    if (index) schema.additionalProperties = this.schema(index.type, depth + 1);
    return schema;
  }
}

const isClass = (type: ts.Type): boolean => Boolean((type.getSymbol()?.flags ?? 0) & ts.SymbolFlags.Class);

/** A property's type without `undefined`, an array's items, when it holds an object that is not a class. */
function describedByItsType(checker: ts.TypeChecker, type: ts.Type): boolean {
  const parts = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
  return parts.some((part) => {
    const inner = checker.isArrayType(part) ? (checker.getTypeArguments(part as ts.TypeReference)[0] ?? part) : part;
    return Boolean(inner.flags & ts.TypeFlags.Object) && !isClass(inner) && !checker.isArrayType(inner);
  });
}

/** The answers of every HTTP handler of the given files whose return type is not a class. */
export function responseBodies(program: ts.Program, files: readonly ts.SourceFile[]): ResponseBodies {
  const checker = program.getTypeChecker();
  const operations: Record<string, JsonSchema> = {};
  const writer = new SchemaWriter(checker, files[0]!);
  for (const file of files) {
    for (const statement of file.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name || !decoratorNames(statement).includes('Controller')) continue;
      for (const member of statement.members) {
        if (!ts.isMethodDeclaration(member) || !decoratorNames(member).some((n) => HTTP_DECORATORS.has(n))) continue;
        const signature = checker.getSignatureFromDeclaration(member);
        if (!signature) continue;
        const returned = checker.getAwaitedType(checker.getReturnTypeOfSignature(signature)) ?? checker.getReturnTypeOfSignature(signature);
        if (returned.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) continue;
        // A class is the plugin's to describe (a DTO with its rules).
        if (returned.getSymbol()?.flags && returned.getSymbol()!.flags & ts.SymbolFlags.Class && !AS_BINARY.has(returned.getSymbol()!.getName())) continue;
        operations[`${statement.name.text}.${member.name.getText()}`] = writer.schema(returned);
      }
    }
  }
  const dtoProperties: Record<string, JsonSchema> = {};
  for (const file of files.filter((candidate) => candidate.fileName.endsWith('.dto.ts'))) {
    for (const statement of file.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name) continue;
      for (const member of statement.members) {
        if (!ts.isPropertyDeclaration(member) || !member.type) continue;
        const type = checker.getTypeFromTypeNode(member.type);
        if (describedByItsType(checker, type)) dtoProperties[`${statement.name.text}.${member.name.getText()}`] = writer.schema(type);
      }
    }
  }
  return { operations, schemas: writer.schemas, ...(Object.keys(dtoProperties).length > 0 ? { dtoProperties } : {}) };
}
