import { graphql } from '../../gql';

/** Admin-console §9: 8 products a page, 5 reviews a page. */
export const PRODUCT_PAGE_SIZE = 8;
export const REVIEW_PAGE_SIZE = 5;

export const AdminProductsQuery = graphql(`
  query AdminProducts(
    $page: Int!
    $size: Int!
    $searchTerm: String
    $startDate: String
    $endDate: String
    $category: ProductCategory
  ) {
    adminProducts(
      page: $page
      size: $size
      searchTerm: $searchTerm
      startDate: $startDate
      endDate: $endDate
      category: $category
    ) {
      number
      totalPages
      totalElements
      content {
        no
        ...AdminProductCard_product
      }
    }
  }
`);

export const AdminProductCard_product = graphql(`
  fragment AdminProductCard_product on Product {
    no
    name
    pic
    price
    discountRate
    discountedPrice
    salesCount
    score
    reviewCount
    stock
    available
    date
  }
`);

export const AdminProductNamesQuery = graphql(`
  query AdminProductNames($term: String!) {
    adminProductNames(term: $term)
  }
`);

export const ProductReviewsQuery = graphql(`
  query AdminProductReviews($productNo: Int!, $page: Int!, $size: Int!) {
    productReviews(productNo: $productNo, page: $page, size: $size) {
      number
      totalPages
      content {
        no
        score
        contents
        pic
        author {
          no
          id
        }
      }
    }
  }
`);

export const MarkSoldOutMutation = graphql(`
  mutation AdminMarkProductSoldOut($no: Int!) {
    markProductSoldOut(no: $no) {
      no
      stock
    }
  }
`);

export const EndSaleMutation = graphql(`
  mutation AdminEndProductSale($no: Int!) {
    endProductSale(no: $no) {
      no
      available
    }
  }
`);

export const AdminProductForm_product = graphql(`
  fragment AdminProductForm_product on Product {
    no
    name
    price
    contents
    category
    colorFamily
    stock
    discountRate
    pic
  }
`);

export const AdminProductQuery = graphql(`
  query AdminProduct($no: Int!) {
    adminProduct(no: $no) {
      no
      ...AdminProductForm_product
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation AdminCreateProduct($input: ProductInput!, $image: Upload) {
    createProduct(input: $input, image: $image) {
      no
      ...AdminProductForm_product
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation AdminUpdateProduct($no: Int!, $input: ProductInput!, $image: Upload) {
    updateProduct(no: $no, input: $input, image: $image) {
      no
      ...AdminProductForm_product
    }
  }
`);

export const AdminProductDetailQuery = graphql(`
  query AdminProductDetail($no: Int!) {
    adminProduct(no: $no) {
      no
      ...AdminProductCard_product
      contents
      category
    }
    adminProductSales(no: $no) {
      month
      quantity
      revenue
    }
    product(no: $no) {
      no
      wornIn {
        show {
          no
          title
        }
        character {
          no
          name
          actorName
        }
        style {
          no
          pic
        }
      }
    }
  }
`);
