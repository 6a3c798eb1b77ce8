// Generated from supabase/migrations by `pnpm -C supabase gen:types`. Do not edit.
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      blocks: {
        Row: {
          blocked_id: string
          blocker_id: string
          created_at: string
        }
        Insert: {
          blocked_id: string
          blocker_id?: string
          created_at?: string
        }
        Update: {
          blocked_id?: string
          blocker_id?: string
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "blocks_blocked_id_fkey"
            columns: ["blocked_id"]
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "blocks_blocker_id_fkey"
            columns: ["blocker_id"]
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      diary_entries: {
        Row: {
          created_at: string
          id: string
          liked: boolean
          poster_path: string | null
          rating: number | null
          release_date: string | null
          review_id: string | null
          rewatch: boolean
          title: string
          tmdb_id: number
          updated_at: string
          user_id: string
          watched_on: string
        }
        Insert: {
          created_at?: string
          id?: string
          liked?: boolean
          poster_path?: string | null
          rating?: number | null
          release_date?: string | null
          review_id?: string | null
          rewatch?: boolean
          title: string
          tmdb_id: number
          updated_at?: string
          user_id?: string
          watched_on: string
        }
        Update: {
          created_at?: string
          id?: string
          liked?: boolean
          poster_path?: string | null
          rating?: number | null
          release_date?: string | null
          review_id?: string | null
          rewatch?: boolean
          title?: string
          tmdb_id?: number
          updated_at?: string
          user_id?: string
          watched_on?: string
        }
        Relationships: [
          {
            foreignKeyName: "diary_entries_review_is_own"
            columns: ["review_id", "user_id"]
            referencedRelation: "reviews"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "diary_entries_user_id_fkey"
            columns: ["user_id"]
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      favorites: {
        Row: {
          created_at: string
          id: string
          movie_id: number
          poster_path: string | null
          release_date: string | null
          title: string
          user_id: string
          vote_average: number | null
        }
        Insert: {
          created_at?: string
          id?: string
          movie_id: number
          poster_path?: string | null
          release_date?: string | null
          title: string
          user_id?: string
          vote_average?: number | null
        }
        Update: {
          created_at?: string
          id?: string
          movie_id?: number
          poster_path?: string | null
          release_date?: string | null
          title?: string
          user_id?: string
          vote_average?: number | null
        }
        Relationships: []
      }
      follows: {
        Row: {
          created_at: string
          followee_id: string
          follower_id: string
        }
        Insert: {
          created_at?: string
          followee_id: string
          follower_id?: string
        }
        Update: {
          created_at?: string
          followee_id?: string
          follower_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "follows_followee_id_fkey"
            columns: ["followee_id"]
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "follows_follower_id_fkey"
            columns: ["follower_id"]
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      import_batches: {
        Row: {
          batch_id: string
          created_at: string
          summary: NonNullable<Json>
          user_id: string
        }
        Insert: {
          batch_id: string
          created_at?: string
          summary: NonNullable<Json>
          user_id: string
        }
        Update: {
          batch_id?: string
          created_at?: string
          summary?: NonNullable<Json>
          user_id?: string
        }
        Relationships: []
      }
      letterboxd_films: {
        Row: {
          created_at: string
          letterboxd_uri: string | null
          movie_id: number
          title: string
          user_id: string
          year: number | null
        }
        Insert: {
          created_at?: string
          letterboxd_uri?: string | null
          movie_id: number
          title: string
          user_id?: string
          year?: number | null
        }
        Update: {
          created_at?: string
          letterboxd_uri?: string | null
          movie_id?: number
          title?: string
          user_id?: string
          year?: number | null
        }
        Relationships: []
      }
      list_items: {
        Row: {
          created_at: string
          list_id: string
          position: number
          poster_path: string | null
          release_date: string | null
          title: string | null
          tmdb_id: number
        }
        Insert: {
          created_at?: string
          list_id: string
          position?: number
          poster_path?: string | null
          release_date?: string | null
          title?: string | null
          tmdb_id: number
        }
        Update: {
          created_at?: string
          list_id?: string
          position?: number
          poster_path?: string | null
          release_date?: string | null
          title?: string | null
          tmdb_id?: number
        }
        Relationships: [
          {
            foreignKeyName: "list_items_list_id_fkey"
            columns: ["list_id"]
            referencedRelation: "lists"
            referencedColumns: ["id"]
          },
        ]
      }
      lists: {
        Row: {
          created_at: string
          description: string | null
          id: string
          is_public: boolean
          item_count: number
          name: string
          ranked: boolean
          slug: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          id?: string
          is_public?: boolean
          item_count?: number
          name: string
          ranked?: boolean
          slug?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          description?: string | null
          id?: string
          is_public?: boolean
          item_count?: number
          name?: string
          ranked?: boolean
          slug?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      notifications: {
        Row: {
          actor_id: string
          comment_id: string | null
          created_at: string
          id: string
          kind: string
          movie_id: number | null
          read_at: string | null
          recipient_id: string
          review_id: string | null
        }
        Insert: {
          actor_id: string
          comment_id?: string | null
          created_at?: string
          id?: string
          kind: string
          movie_id?: number | null
          read_at?: string | null
          recipient_id: string
          review_id?: string | null
        }
        Update: {
          actor_id?: string
          comment_id?: string | null
          created_at?: string
          id?: string
          kind?: string
          movie_id?: number | null
          read_at?: string | null
          recipient_id?: string
          review_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "notifications_actor_id_fkey"
            columns: ["actor_id"]
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "notifications_comment_id_fkey"
            columns: ["comment_id"]
            referencedRelation: "review_comments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_recipient_id_fkey"
            columns: ["recipient_id"]
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "notifications_review_id_fkey"
            columns: ["review_id"]
            referencedRelation: "reviews"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          avatar_url: string | null
          created_at: string
          diary_public: boolean
          favorites_public: boolean
          followers_count: number
          following_count: number
          updated_at: string
          user_id: string
          username: string
          watchlist_public: boolean
        }
        Insert: {
          avatar_url?: string | null
          created_at?: string
          diary_public?: boolean
          favorites_public?: boolean
          followers_count?: number
          following_count?: number
          updated_at?: string
          user_id: string
          username: string
          watchlist_public?: boolean
        }
        Update: {
          avatar_url?: string | null
          created_at?: string
          diary_public?: boolean
          favorites_public?: boolean
          followers_count?: number
          following_count?: number
          updated_at?: string
          user_id?: string
          username?: string
          watchlist_public?: boolean
        }
        Relationships: []
      }
      review_comments: {
        Row: {
          body: string
          created_at: string
          id: string
          review_id: string
          user_id: string
        }
        Insert: {
          body: string
          created_at?: string
          id?: string
          review_id: string
          user_id?: string
        }
        Update: {
          body?: string
          created_at?: string
          id?: string
          review_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "review_comments_review_id_fkey"
            columns: ["review_id"]
            referencedRelation: "reviews"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_comments_user_id_fkey"
            columns: ["user_id"]
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      review_likes: {
        Row: {
          created_at: string
          review_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          review_id: string
          user_id?: string
        }
        Update: {
          created_at?: string
          review_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "review_likes_review_id_fkey"
            columns: ["review_id"]
            referencedRelation: "reviews"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_likes_user_id_fkey"
            columns: ["user_id"]
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      reviews: {
        Row: {
          comments_count: number
          contains_spoilers: boolean
          created_at: string
          id: string
          likes_count: number
          movie_id: number
          rating: number
          review_text: string | null
          reviewed_at: string
          updated_at: string
          user_id: string
          watched_on: string | null
        }
        Insert: {
          comments_count?: number
          contains_spoilers?: boolean
          created_at?: string
          id?: string
          likes_count?: number
          movie_id: number
          rating: number
          review_text?: string | null
          reviewed_at?: string
          updated_at?: string
          user_id?: string
          watched_on?: string | null
        }
        Update: {
          comments_count?: number
          contains_spoilers?: boolean
          created_at?: string
          id?: string
          likes_count?: number
          movie_id?: number
          rating?: number
          review_text?: string | null
          reviewed_at?: string
          updated_at?: string
          user_id?: string
          watched_on?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "reviews_user_id_fkey"
            columns: ["user_id"]
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      user_preferences: {
        Row: {
          always_show_spoilers: boolean
          updated_at: string
          user_id: string
        }
        Insert: {
          always_show_spoilers?: boolean
          updated_at?: string
          user_id?: string
        }
        Update: {
          always_show_spoilers?: boolean
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_preferences_user_id_fkey"
            columns: ["user_id"]
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      watched_films: {
        Row: {
          created_at: string
          poster_path: string | null
          release_date: string | null
          title: string
          tmdb_id: number
          user_id: string
          watched_at: string
        }
        Insert: {
          created_at?: string
          poster_path?: string | null
          release_date?: string | null
          title: string
          tmdb_id: number
          user_id?: string
          watched_at?: string
        }
        Update: {
          created_at?: string
          poster_path?: string | null
          release_date?: string | null
          title?: string
          tmdb_id?: number
          user_id?: string
          watched_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "watched_films_user_id_fkey"
            columns: ["user_id"]
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      watchlist: {
        Row: {
          created_at: string
          id: string
          movie_id: number
          poster_path: string | null
          release_date: string | null
          title: string
          user_id: string
          vote_average: number | null
        }
        Insert: {
          created_at?: string
          id?: string
          movie_id: number
          poster_path?: string | null
          release_date?: string | null
          title: string
          user_id?: string
          vote_average?: number | null
        }
        Update: {
          created_at?: string
          id?: string
          movie_id?: number
          poster_path?: string | null
          release_date?: string | null
          title?: string
          user_id?: string
          vote_average?: number | null
        }
        Relationships: []
      }
    }
    Views: {
      activity_events: {
        Row: {
          id: string | null
          kind: string | null
          list_slug: string | null
          movie_id: number | null
          occurred_at: string | null
          poster_path: string | null
          rating: number | null
          title: string | null
          user_id: string | null
        }
        Insert: {
          id?: string | null
          kind?: string | null
          list_slug?: string | null
          movie_id?: number | null
          occurred_at?: string | null
          poster_path?: string | null
          rating?: number | null
          title?: string | null
          user_id?: string | null
        }
        Update: {
          id?: string | null
          kind?: string | null
          list_slug?: string | null
          movie_id?: number | null
          occurred_at?: string | null
          poster_path?: string | null
          rating?: number | null
          title?: string | null
          user_id?: string | null
        }
        Relationships: []
      }
      movie_rating_summaries: {
        Row: {
          average_rating: number | null
          five_stars: number | null
          four_stars: number | null
          movie_id: number | null
          one_star: number | null
          ratings_count: number | null
          three_stars: number | null
          two_stars: number | null
        }
        Insert: {
          average_rating?: number | null
          five_stars?: number | null
          four_stars?: number | null
          movie_id?: number | null
          one_star?: number | null
          ratings_count?: number | null
          three_stars?: number | null
          two_stars?: number | null
        }
        Update: {
          average_rating?: number | null
          five_stars?: number | null
          four_stars?: number | null
          movie_id?: number | null
          one_star?: number | null
          ratings_count?: number | null
          three_stars?: number | null
          two_stars?: number | null
        }
        Relationships: []
      }
    }
    Functions: {
      diary_page: {
        Args: { diary_user: string; page_offset: number; page_size: number }
        Returns: {
          created_at: string
          id: string
          liked: boolean
          poster_path: string | null
          rating: number | null
          release_date: string | null
          review_id: string | null
          rewatch: boolean
          title: string
          tmdb_id: number
          updated_at: string
          user_id: string
          watched_on: string
        }[]
        SetofOptions: {
          from: "*"
          to: "diary_entries"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      follow_list: {
        Args: {
          before_at?: string
          before_user?: string
          direction: string
          page_size?: number
          profile_username: string
        }
        Returns: {
          avatar_url: string
          followed_at: string
          user_id: string
          username: string
        }[]
      }
      follow_suggestions: {
        Args: { max_count?: number }
        Returns: {
          avatar_url: string
          recent_reviews: number
          user_id: string
          username: string
        }[]
      }
      following_feed: {
        Args: { before_at?: string; before_id?: string; page_size?: number }
        Returns: {
          actor_avatar_url: string
          actor_id: string
          actor_username: string
          contains_spoilers: boolean
          diary_entry_id: string
          id: string
          kind: string
          list_id: string
          list_item_count: number
          list_name: string
          list_slug: string
          movie_id: number
          occurred_at: string
          poster_path: string
          rating: number
          review_author_username: string
          review_id: string
          review_text: string
          rewatch: boolean
          title: string
          watched_on: string
        }[]
      }
      import_letterboxd_batch: {
        Args: { batch_id: string; films: Json; replace_existing: boolean }
        Returns: Json
      }
      journal_stats: {
        Args: { member: string; stats_year: number }
        Returns: Json
      }
      list_page: {
        Args: { list_slug: string; owner_username: string }
        Returns: Json
      }
      public_profile_page: {
        Args: { page_size: number; profile_username: string }
        Returns: Json
      }
      record_telemetry: { Args: { events: Json }; Returns: number }
      save_list_items: {
        Args: { films?: Json; list_id: string; tmdb_ids: number[] }
        Returns: {
          created_at: string
          description: string | null
          id: string
          is_public: boolean
          item_count: number
          name: string
          ranked: boolean
          slug: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "lists"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      telemetry_summary: {
        Args: { remote_name: string; since: string }
        Returns: {
          canary: boolean
          cls_p75: number
          cls_samples: number
          errors: number
          inp_p75: number
          inp_samples: number
          lcp_p75: number
          lcp_samples: number
          page_views: number
          version: string
        }[]
      }
      username_available: { Args: { username: string }; Returns: boolean }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
